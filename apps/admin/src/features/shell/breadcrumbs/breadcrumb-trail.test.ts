import { describe, expect, it } from "vitest";
import { BREADCRUMB_SEGMENTS, breadcrumbTrail, type CrumbLabels } from "./breadcrumb-trail";

const labels: CrumbLabels = { segment: (segment) => `label:${segment}`, loading: "Loading..." };
const id = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";

describe("breadcrumbTrail", () => {
  it("gives one crumb per segment, each linking to the path up to it", () => {
    expect(breadcrumbTrail("/admin/settings/general", labels)).toEqual([
      { path: "/admin", href: "/admin", label: "label:admin", current: false },
      { path: "/admin/settings", href: "/admin/settings", label: "label:settings", current: false },
      { path: "/admin/settings/general", href: null, label: "label:general", current: true },
    ]);
  });

  it("translates every known segment of the admin paths", () => {
    for (const segment of BREADCRUMB_SEGMENTS) {
      expect(breadcrumbTrail(`/${segment}`, labels)[0]?.label).toBe(`label:${segment}`);
    }
  });

  it("falls back to the raw segment when it has no label", () => {
    expect(breadcrumbTrail("/admin/mystery-page", labels)[1]?.label).toBe("mystery-page");
  });

  it("shows the decoded segment and survives a malformed escape", () => {
    expect(breadcrumbTrail("/admin/caf%C3%A9", labels)[1]?.label).toBe("café");
    expect(breadcrumbTrail("/admin/%E0%A4%A", labels)[1]?.label).toBe("%E0%A4%A");
  });

  it("shows Loading... for an id until the page names it", () => {
    expect(breadcrumbTrail(`/admin/users/${id}`, labels)[2]?.label).toBe("Loading...");
    expect(breadcrumbTrail(`/admin/users/${id.toUpperCase()}`, labels)[2]?.label).toBe("Loading...");
  });

  it("shows an address that cannot name a record as typed, not as Loading...", () => {
    const notAnId = "3f2b8c1e-9a4d-0e6f-8b7a-1c2d3e4f5a6b";
    expect(breadcrumbTrail(`/admin/communications/${notAnId}`, labels)[2]?.label).toBe(notAnId);
    expect(breadcrumbTrail(`/admin/communications/${id}x`, labels)[2]?.label).toBe(`${id}x`);
  });

  it("replaces the last crumb with the page title", () => {
    const trail = breadcrumbTrail(`/admin/users/${id}`, { ...labels, pageTitle: "Anna Svensson" });
    expect(trail.map((crumb) => crumb.label)).toEqual(["label:admin", "label:users", "Anna Svensson"]);
  });

  it("names an id in the middle of the path from the labels a page supplied", () => {
    const trail = breadcrumbTrail(`/admin/communications/${id}/edit`, {
      ...labels,
      named: { [id]: "Summer offer" },
    });
    expect(trail.map((crumb) => crumb.label)).toEqual([
      "label:admin",
      "label:communications",
      "Summer offer",
      "label:edit",
    ]);
  });

  it("ignores an empty page title and a trailing slash", () => {
    const trail = breadcrumbTrail("/admin/dashboard/", { ...labels, pageTitle: "" });
    expect(trail).toHaveLength(2);
    expect(trail[1]).toEqual({
      path: "/admin/dashboard",
      href: null,
      label: "label:dashboard",
      current: true,
    });
  });

  it("gives no crumbs for the root path", () => {
    expect(breadcrumbTrail("/", labels)).toEqual([]);
  });
});
