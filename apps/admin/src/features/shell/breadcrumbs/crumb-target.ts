import { paths } from "../../../shared/paths";

/**
 * Segments that only group the pages below them and have no page of their own: the statistics
 * page lives at /admin/communication/statistics/{id}, so its "Communication" crumb leads to the
 * list of communications and its "Statistics" crumb is plain text.
 */
const PAGELESS_PATHS: Readonly<Record<string, string | null>> = {
  "/admin/communication": paths.admin.communications,
  "/admin/communication/statistics": null,
};

/** Where the crumb of `path` links: the path itself, the page that stands in for it, or nothing. */
export function crumbTarget(path: string): string | null {
  const standIn = PAGELESS_PATHS[path];
  return standIn === undefined ? path : standIn;
}
