import { describe, expect, it } from "vitest";
import {
  isApplePlatform,
  organizationShortcutHint,
  organizationShortcutIndex,
  type ShortcutKeyEvent,
} from "./organization-shortcut";

const body = { tagName: "BODY", isContentEditable: false } as unknown as EventTarget;
const press = (overrides: Partial<ShortcutKeyEvent>): ShortcutKeyEvent => ({
  key: "1",
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: body,
  ...overrides,
});

describe("organizationShortcutIndex", () => {
  it("reads Ctrl or Cmd plus a digit as the organization at that position", () => {
    expect(organizationShortcutIndex(press({ ctrlKey: true, key: "1" }))).toBe(0);
    expect(organizationShortcutIndex(press({ metaKey: true, key: "9" }))).toBe(8);
  });

  it("ignores a digit without the modifier, with other modifiers, and zero", () => {
    expect(organizationShortcutIndex(press({ key: "2" }))).toBeUndefined();
    expect(organizationShortcutIndex(press({ ctrlKey: true, shiftKey: true }))).toBeUndefined();
    expect(organizationShortcutIndex(press({ ctrlKey: true, altKey: true }))).toBeUndefined();
    expect(organizationShortcutIndex(press({ ctrlKey: true, key: "0" }))).toBeUndefined();
    expect(organizationShortcutIndex(press({ ctrlKey: true, key: "b" }))).toBeUndefined();
  });

  it("leaves digits typed into a field alone", () => {
    for (const tagName of ["INPUT", "TEXTAREA", "SELECT"]) {
      const target = { tagName, isContentEditable: false } as unknown as EventTarget;
      expect(organizationShortcutIndex(press({ ctrlKey: true, target }))).toBeUndefined();
    }
    const editor = { tagName: "DIV", isContentEditable: true } as unknown as EventTarget;
    expect(organizationShortcutIndex(press({ metaKey: true, target: editor }))).toBeUndefined();
  });
});

describe("organizationShortcutHint", () => {
  it("names the key the reader's system uses", () => {
    expect(organizationShortcutHint(2, true)).toBe("⌘2");
    expect(organizationShortcutHint(2, false)).toBe("Ctrl+2");
    expect(isApplePlatform("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)")).toBe(true);
    expect(isApplePlatform("Mozilla/5.0 (X11; Linux x86_64)")).toBe(false);
  });
});
