export * from "./auth";
export * from "./constants";
export * from "./errors";
export * from "./organization";
export * from "./user";
