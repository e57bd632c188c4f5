import { enUS, type Resource } from "./resources/en-US";
import { svSE } from "./resources/sv-SE";

/**
 * Every text of both languages in one object, for tests and tools (the browser tests compare the
 * pages with it). The apps never import this: they load the core sections at start and the rest
 * with the screens that use them (`loadSections`).
 */
export const resources = { "en-US": enUS, "sv-SE": svSE } as const satisfies Record<string, Resource>;
