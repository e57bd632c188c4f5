import { describe, expect, it } from "vitest";
import { adminAccess } from "./admin-access";

const organization = {
  id: "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b",
  name: "Café",
  email: null,
  role: "owner" as const,
  timeZone: "Europe/Stockholm",
};

describe("adminAccess", () => {
  it("sends a visitor without a session to login", () => {
    expect(adminAccess(null)).toBe("signed-out");
  });

  it("turns away accounts that administer no organization", () => {
    expect(adminAccess({ organizations: [] })).toBe("not-an-admin");
  });

  it("lets a member of an organization in, an admin account or a customer account that was invited", () => {
    expect(adminAccess({ organizations: [organization] })).toBe("allowed");
    expect(adminAccess({ organizations: [{ ...organization, role: "admin" }] })).toBe("allowed");
  });
});
