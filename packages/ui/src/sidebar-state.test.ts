import { describe, expect, it } from "vitest";
import {
  isSidebarShortcut,
  readSidebarCookie,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  sidebarCookie,
} from "./sidebar-state";

const key = (overrides: Partial<Parameters<typeof isSidebarShortcut>[0]>) => ({
  key: "b",
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  ...overrides,
});

describe("sidebar cookie", () => {
  it("is written for the whole site for seven days", () => {
    expect(sidebarCookie(false)).toBe("sidebar_state=false; path=/; max-age=604800");
    expect(sidebarCookie(true)).toBe("sidebar_state=true; path=/; max-age=604800");
  });

  it("reads the remembered state among other cookies", () => {
    expect(readSidebarCookie("theme=dark; sidebar_state=false; other=1")).toBe(false);
    expect(readSidebarCookie("sidebar_state=true")).toBe(true);
  });

  it("reads nothing when the cookie is missing or garbled", () => {
    expect(readSidebarCookie("")).toBeUndefined();
    expect(readSidebarCookie("my_sidebar_state=true")).toBeUndefined();
    expect(readSidebarCookie("sidebar_state=maybe")).toBeUndefined();
  });
});

describe("sidebar keyboard shortcut", () => {
  it("toggles on Ctrl+B and Cmd+B, also with Caps Lock or Shift", () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: "B" }))).toBe(true);
  });

  it("ignores a plain B, Alt combinations and keys an editor already handled", () => {
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, defaultPrevented: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: "n" }))).toBe(false);
  });
});

it("uses the breakpoint widths the layout is designed for", () => {
  expect([SIDEBAR_WIDTH, SIDEBAR_WIDTH_MOBILE, SIDEBAR_WIDTH_ICON]).toEqual(["16rem", "18rem", "3rem"]);
});
