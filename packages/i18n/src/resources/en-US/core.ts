import { common } from "./common";
import { ui } from "./ui";

/** The sections every screen needs, bundled with the app's first load. */
export const core = { common, ui };
