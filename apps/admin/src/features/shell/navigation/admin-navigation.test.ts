import { describe, expect, it } from "vitest";
import { paths } from "../../../shared/paths";
import { ADMIN_NAVIGATION, isItemActive, isLinkActive, type NavItem } from "./admin-navigation";

const allItems = ADMIN_NAVIGATION.flatMap((group) => group.items);
const item = (key: NavItem["key"]) => {
  const found = allItems.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no navigation item ${key}`);
  return found;
};

describe("admin navigation", () => {
  it("has the sidebar's groups in their order", () => {
    expect(ADMIN_NAVIGATION.map((group) => group.key)).toEqual([
      "core",
      "insights",
      "communications",
      "loyalty",
      "settings",
    ]);
  });

  it("marks a page and the pages below it", () => {
    expect(isLinkActive(item("users"), paths.admin.users)).toBe(true);
    expect(isLinkActive(item("users"), paths.admin.user("42"))).toBe(true);
    expect(isLinkActive(item("users"), `${paths.admin.users}/`)).toBe(true);
    expect(isLinkActive(item("users"), "/admin/users-archive")).toBe(false);
  });

  it("keeps the program overview unmarked on the levels page", () => {
    const [program, levels] = item("loyaltyProgram").children ?? [];
    expect(program && isLinkActive(program, paths.admin.loyaltyLevels)).toBe(false);
    expect(levels && isLinkActive(levels, paths.admin.loyaltyLevels)).toBe(true);
    expect(isItemActive(item("loyaltyProgram"), paths.admin.loyaltyLevels)).toBe(true);
  });

  it("marks General on the contact settings page", () => {
    const [general] = item("settings").children ?? [];
    expect(general && isLinkActive(general, paths.admin.settingsContact)).toBe(true);
    expect(isItemActive(item("settings"), paths.admin.settingsContact)).toBe(true);
    expect(isItemActive(item("settings"), paths.admin.dashboard)).toBe(false);
  });
});
