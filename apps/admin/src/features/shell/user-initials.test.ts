import { describe, expect, it } from "vitest";
import { organizationInitial, userInitials } from "./user-initials";

describe("userInitials", () => {
  it("takes the first letter of each name", () => {
    expect(userInitials("anna", "Svensson")).toBe("AS");
    expect(userInitials(" Åsa ", "östlund")).toBe("ÅÖ");
  });

  it("works with one name or none", () => {
    expect(userInitials("Anna", "")).toBe("A");
    expect(userInitials("", "")).toBe("");
  });
});

describe("organizationInitial", () => {
  it("gives the first letter, or a question mark for a blank name", () => {
    expect(organizationInitial("café Nord")).toBe("C");
    expect(organizationInitial("  ")).toBe("?");
  });
});
