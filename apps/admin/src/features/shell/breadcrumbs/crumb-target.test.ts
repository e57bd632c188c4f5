import { describe, expect, it } from "vitest";
import { paths } from "../../../shared/paths";
import { breadcrumbTrail, type CrumbLabels } from "./breadcrumb-trail";
import { crumbTarget } from "./crumb-target";

const labels: CrumbLabels = { segment: (segment) => segment, loading: "Loading..." };
const id = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";

/** Every page of the admin area, records named by `id`. */
const adminPages = Object.values(paths.admin).map((page) => (typeof page === "function" ? page(id) : page));

describe("crumbTarget", () => {
  it("links every crumb of every admin page to a page that exists, or to nothing", () => {
    const pages = new Set(adminPages);
    for (const page of adminPages) {
      for (const crumb of breadcrumbTrail(page, labels, crumbTarget)) {
        if (crumb.href !== null) expect(pages, `${crumb.path} on ${page}`).toContain(crumb.href);
      }
    }
  });

  it("leads the statistics page's Communication crumb to the list and leaves Statistics unlinked", () => {
    const trail = breadcrumbTrail(paths.admin.communicationStatistics(id), labels, crumbTarget);
    expect(trail.map((crumb) => crumb.href)).toEqual([
      paths.admin.root,
      paths.admin.communications,
      null,
      null,
    ]);
  });
});
