export * from "./auth";
export * from "./constants";
export * from "./contact";
export * from "./errors";
export * from "./events";
export * from "./organization";
export * from "./user";
export * from "./validation-messages";
