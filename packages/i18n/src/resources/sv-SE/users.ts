import type { Resource } from "../en-US";

export const users = {
  dashboard: { title: "Översikt" },
} as const satisfies Resource["users"];
