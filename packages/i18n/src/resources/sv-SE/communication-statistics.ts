import type { Resource } from "../en-US";

/** Ett utskicks statistik: summor, täckning, leveranser över tid och detaljerna. */
export const communicationStatistics = {
  page: { title: "Statistik" },
} as const satisfies Resource["communicationStatistics"];
