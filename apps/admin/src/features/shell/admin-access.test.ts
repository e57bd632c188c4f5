import { describe, expect, it } from "vitest";
import { adminAccess } from "./admin-access";

const organization = {
  id: "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b",
  name: "Café",
  email: null,
  role: "owner" as const,
};

describe("adminAccess", () => {
  it("sends a visitor without a session to login", () => {
    expect(adminAccess(null)).toBe("signed-out");
  });

  it("turns away customers and admins without an organization", () => {
    expect(adminAccess({ role: "user", organizations: [organization] })).toBe("not-an-admin");
    expect(adminAccess({ role: "admin", organizations: [] })).toBe("not-an-admin");
  });

  it("lets an admin of an organization in", () => {
    expect(adminAccess({ role: "admin", organizations: [organization] })).toBe("allowed");
  });
});
