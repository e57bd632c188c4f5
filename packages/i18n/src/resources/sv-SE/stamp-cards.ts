import type { Resource } from "../en-US";

export const stampCards = {
  list: { title: "Stämpelkort" },
} as const satisfies Resource["stampCards"];
