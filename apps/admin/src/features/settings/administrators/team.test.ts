import type { Administrator, Invitation } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { memberPermissions, personName, teamRows, type Viewer } from "./team";

const OLGA = "11111111-1111-4111-8111-111111111111";
const ADAM = "22222222-2222-4222-8222-222222222222";
const OSKAR = "33333333-3333-4333-8333-333333333333";

function member(userId: string, role: Administrator["role"], firstName = "Olga"): Administrator {
  return {
    userId,
    firstName,
    lastName: "Berg",
    email: `${firstName.toLowerCase()}@example.com`,
    phoneNumber: null,
    role,
    memberSince: "2026-01-01T00:00:00.000Z",
  };
}

const invitation: Invitation = {
  id: "44444444-4444-4444-8444-444444444444",
  firstName: "Ina",
  lastName: "Ek",
  email: "ina@example.com",
  phoneNumber: "+46701234567",
  role: "admin",
  status: "expired",
  invitedBy: "Olga Berg",
  expiresAt: "2026-01-08T00:00:00.000Z",
  createdAt: "2026-01-01T00:00:00.000Z",
};

const owner: Viewer = { userId: OLGA, role: "owner" };
const admin: Viewer = { userId: ADAM, role: "admin" };

describe("memberPermissions", () => {
  it("lets an owner edit, reset and remove another member", () => {
    expect(memberPermissions(member(ADAM, "admin"), owner, 1)).toEqual({
      canEdit: true,
      canSendPasswordReset: true,
      removal: "remove",
      isLastOwner: false,
    });
  });

  it("lets an owner edit their own row and leave, but not mail themselves a reset", () => {
    expect(memberPermissions(member(OLGA, "owner"), owner, 2)).toEqual({
      canEdit: true,
      canSendPasswordReset: false,
      removal: "leave",
      isLastOwner: false,
    });
  });

  it("marks the only owner, whom nobody may demote or remove, themselves included", () => {
    expect(memberPermissions(member(OLGA, "owner"), owner, 1).isLastOwner).toBe(true);
    expect(memberPermissions(member(OLGA, "owner"), admin, 1).isLastOwner).toBe(true);
    expect(memberPermissions(member(OSKAR, "owner"), owner, 2).isLastOwner).toBe(false);
    // An admin is never "the last owner", however few owners there are.
    expect(memberPermissions(member(ADAM, "admin"), owner, 1).isLastOwner).toBe(false);
  });

  it("gives a plain admin nothing on other rows, and leaving on their own", () => {
    expect(memberPermissions(member(OLGA, "owner"), admin, 1)).toMatchObject({
      canEdit: false,
      canSendPasswordReset: false,
      removal: null,
    });
    expect(memberPermissions(member(ADAM, "admin"), admin, 1)).toMatchObject({
      canEdit: false,
      canSendPasswordReset: false,
      removal: "leave",
    });
  });
});

describe("teamRows", () => {
  const members = [member(OLGA, "owner"), member(ADAM, "admin", "Adam"), member(OSKAR, "owner", "Oskar")];

  it("lists the members, then the invitations, with the viewer's own row marked", () => {
    const rows = teamRows(members, [invitation], owner);
    expect(rows.map((row) => [row.key, row.status])).toEqual([
      [`member:${OLGA}`, "member"],
      [`member:${ADAM}`, "member"],
      [`member:${OSKAR}`, "member"],
      [`invitation:${invitation.id}`, "expired"],
    ]);
    expect(rows.filter((row) => row.kind === "member" && row.isViewer).map((row) => row.key)).toEqual([
      `member:${OLGA}`,
    ]);
  });

  it("counts the owners across the team, so two owners may each be demoted or removed", () => {
    const rows = teamRows(members, [], owner);
    expect(rows.some((row) => row.kind === "member" && row.permissions.isLastOwner)).toBe(false);
    const alone = teamRows(members.slice(0, 2), [], owner);
    expect(alone[0]?.kind === "member" && alone[0].permissions.isLastOwner).toBe(true);
  });

  it("lets owners cancel invitations and admins only see them", () => {
    expect(teamRows([], [invitation], owner)[0]).toMatchObject({ kind: "invitation", canCancel: true });
    expect(teamRows([], [invitation], admin)[0]).toMatchObject({ kind: "invitation", canCancel: false });
  });
});

describe("personName", () => {
  it("joins the names and leaves out a blank one", () => {
    expect(personName({ firstName: "Olga", lastName: "Berg" })).toBe("Olga Berg");
    expect(personName({ firstName: " Olga ", lastName: "" })).toBe("Olga");
  });
});
