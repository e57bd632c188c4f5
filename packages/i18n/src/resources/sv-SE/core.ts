import { common } from "./common";
import { cookies } from "./cookies";
import { errors } from "./errors";
import { ui } from "./ui";

/** The sections every screen may need, bundled with the app's first load. */
export const core = { common, ui, errors, cookies };
