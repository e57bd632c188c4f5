import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { invitations, memberships } from "../../db/schema";
import { ADMIN_ALREADY_EXISTS_MESSAGE } from "./administrators.service";
import {
  adminSession,
  invitationInput,
  organizationRequest,
  ownerSession,
  VALID_PHONE,
} from "./administrators.test-helpers";

describe("administrators of an organization", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  const openInvitationsOf = (organizationId: string) =>
    testApp.db.select().from(invitations).where(eq(invitations.organizationId, organizationId));

  it("lists the owner as the first member and no invitations", async () => {
    const { owner, request } = await ownerSession(testApp);
    const members = await request("GET", "/api/organization/admin");
    expect(members.statusCode).toBe(200);
    expect(members.json()).toEqual([
      expect.objectContaining({ userId: owner.id, email: owner.email, role: "owner", firstName: "Olga" }),
    ]);
    expect((await request("GET", "/api/invitation/by-organization")).json()).toEqual([]);
  });

  it("invites a person: the invitation is listed as pending and a link naming the shop is mailed", async () => {
    const { request } = await ownerSession(testApp);
    const input = invitationInput({ email: `Mixed.Case-${Date.now()}@Example.test` });
    const created = await request("POST", "/api/invitation", input);
    expect(created.statusCode).toBe(201);
    const email = input.email.trim().toLowerCase();
    expect(created.json()).toMatchObject({
      email,
      role: "admin",
      status: "pending",
      invitedBy: "Olga Owner",
    });

    const listed = (await request("GET", "/api/invitation/by-organization")).json();
    expect(listed).toEqual([expect.objectContaining({ id: created.json().id, status: "pending" })]);
    const [mail] = await testApp.mailer.listRecent(email);
    expect(mail?.subject).toContain("Kafé Kanel");
    expect(mail?.links[0]).toMatch(/^http:\/\/stampwise\.test\/invitation\?token=[\w-]{43}$/);
  });

  it("refuses a second invitation, or an invitation of a member, with its own message", async () => {
    const { owner, organization, request } = await ownerSession(testApp);
    const input = invitationInput();
    expect((await request("POST", "/api/invitation", input)).statusCode).toBe(201);
    for (const email of [input.email.toUpperCase(), owner.email]) {
      const again = await request("POST", "/api/invitation", invitationInput({ email }));
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({
        code: "ADMIN_ALREADY_EXISTS",
        message: ADMIN_ALREADY_EXISTS_MESSAGE,
      });
    }
    expect(await openInvitationsOf(organization.id)).toHaveLength(1);
  });

  it("invites a person without a phone number, whether the field is left out or null", async () => {
    const { request } = await ownerSession(testApp);
    for (const phoneNumber of [undefined, null]) {
      const created = await request("POST", "/api/invitation", invitationInput({ phoneNumber }));
      expect(created.statusCode, String(phoneNumber)).toBe(201);
      expect(created.json().phoneNumber).toBeNull();
    }
    const listed = (await request("GET", "/api/invitation/by-organization")).json();
    expect(listed.map((invitation: { phoneNumber: string | null }) => invitation.phoneNumber)).toEqual([
      null,
      null,
    ]);
  });

  it("stores an invited phone number typed as people dial it in E.164, read in the organization's country", async () => {
    const { request } = await ownerSession(testApp);
    for (const typed of ["070-123 45 67", "0701234567", "+46 70 123 45 67", "0046701234567"]) {
      const created = await request("POST", "/api/invitation", invitationInput({ phoneNumber: typed }));
      expect(created.statusCode, typed).toBe(201);
      expect(created.json().phoneNumber, typed).toBe(VALID_PHONE);
    }
    await request("PATCH", "/api/organization", { country: "NO" });
    const norwegian = await request(
      "POST",
      "/api/invitation",
      invitationInput({ phoneNumber: "412 34 567" }),
    );
    expect(norwegian.json().phoneNumber).toBe("+4741234567");
  });

  it("lets an expired invitation be sent again", async () => {
    const { organization, request } = await ownerSession(testApp);
    const input = invitationInput();
    await request("POST", "/api/invitation", input);
    await testApp.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.organizationId, organization.id));
    expect((await request("GET", "/api/invitation/by-organization")).json()[0].status).toBe("expired");
    expect((await request("POST", "/api/invitation", input)).statusCode).toBe(201);
    const listed = (await request("GET", "/api/invitation/by-organization")).json();
    expect(listed.map((invitation: { status: string }) => invitation.status)).toEqual(["pending"]);
  });

  it.each([
    ["no body", undefined],
    ["an empty object", {}],
    ["a missing first name", invitationInput({ firstName: undefined })],
    ["a blank last name", invitationInput({ lastName: "   " })],
    ["a NUL in a name", invitationInput({ firstName: "In\u0000es" })],
    ["a bad email", invitationInput({ email: "not-an-email" })],
    ["an empty phone", invitationInput({ phoneNumber: "" })],
    ["a phone with letters", invitationInput({ phoneNumber: "070 CALL ME" })],
    ["a phone number that cannot exist", invitationInput({ phoneNumber: "+99912345678" })],
    ["a national number too short for the country", invitationInput({ phoneNumber: "070-123" })],
    ["an unknown role", invitationInput({ role: "superuser" })],
    ["an extra field", invitationInput({ organizationId: "11111111-1111-4111-8111-111111111111" })],
    ["a name of 1 MB", invitationInput({ firstName: "x".repeat(1024 * 1024) })],
  ])("refuses an invitation with %s (4xx with a code) and stores nothing", async (_case, payload) => {
    const { organization, request } = await ownerSession(testApp);
    const response = await request("POST", "/api/invitation", payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error.code).toMatch(/^(VALIDATION_ERROR|PAYLOAD_TOO_LARGE|BAD_REQUEST)$/);
    expect(await openInvitationsOf(organization.id)).toHaveLength(0);
  });

  describe("roles", () => {
    it("lets an admin read the team but not invite, edit, remove, reset or cancel (403 OWNER_REQUIRED)", async () => {
      const { owner, organization, request: asOwner } = await ownerSession(testApp);
      const invitation = (await asOwner("POST", "/api/invitation", invitationInput())).json();
      const { request } = await adminSession(testApp, organization.id);

      expect((await request("GET", "/api/organization/admin")).statusCode).toBe(200);
      expect((await request("GET", "/api/invitation/by-organization")).statusCode).toBe(200);
      const forbidden = [
        await request("POST", "/api/invitation", invitationInput()),
        await request("PATCH", `/api/organization/admin/${owner.id}`, { role: "admin" }),
        await request("DELETE", `/api/organization/admin/${owner.id}`),
        await request("POST", `/api/organization/admin/${owner.id}/reset-password`),
        await request("DELETE", `/api/invitation/${invitation.id}`),
        await request("PATCH", "/api/organization", { name: "Renamed by an admin" }),
        await request("PATCH", "/api/organization/fraud-rules", { scanCooldownSeconds: 0 }),
      ];
      for (const response of forbidden) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe("OWNER_REQUIRED");
      }
      const members = (await asOwner("GET", "/api/organization/admin")).json();
      expect(members.find((member: { userId: string }) => member.userId === owner.id).role).toBe("owner");
      expect(await openInvitationsOf(organization.id)).toHaveLength(1);
    });

    it("keeps the last owner: no demotion, no removal (409 LAST_OWNER)", async () => {
      const { owner, request } = await ownerSession(testApp);
      const demote = await request("PATCH", `/api/organization/admin/${owner.id}`, { role: "admin" });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error.code).toBe("LAST_OWNER");
      const remove = await request("DELETE", `/api/organization/admin/${owner.id}`);
      expect(remove.statusCode).toBe(409);
      expect(remove.json().error.code).toBe("LAST_OWNER");
    });

    it("lets an owner step down once another member is owner", async () => {
      const { owner, organization, request } = await ownerSession(testApp);
      const { admin } = await adminSession(testApp, organization.id);
      const promoted = await request("PATCH", `/api/organization/admin/${admin.id}`, { role: "owner" });
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json()).toMatchObject({ role: "owner", firstName: "Adam" });
      const stepDown = await request("PATCH", `/api/organization/admin/${owner.id}`, { role: "admin" });
      expect(stepDown.statusCode).toBe(200);
    });

    it("leaves exactly one owner when two owners remove each other at once", async () => {
      const { owner, organization, request: asOwner } = await ownerSession(testApp);
      const second = await adminSession(testApp, organization.id);
      await asOwner("PATCH", `/api/organization/admin/${second.admin.id}`, { role: "owner" });
      const [first, other] = await Promise.all([
        asOwner("DELETE", `/api/organization/admin/${second.admin.id}`),
        second.request("DELETE", `/api/organization/admin/${owner.id}`),
      ]);
      expect([first.statusCode, other.statusCode].sort()).toEqual([204, 409]);
      const owners = await testApp.db
        .select()
        .from(memberships)
        .where(eq(memberships.organizationId, organization.id));
      expect(owners.filter((member) => member.role === "owner")).toHaveLength(1);
    });

    it("lets an admin leave the organization themselves", async () => {
      const { organization } = await ownerSession(testApp);
      const { admin, request } = await adminSession(testApp, organization.id);
      expect((await request("DELETE", `/api/organization/admin/${admin.id}`)).statusCode).toBe(204);
      expect((await request("GET", "/api/organization/admin")).statusCode).toBe(404);
    });
  });

  describe("editing and removing", () => {
    it("changes only the fields sent, and keeps the account's own names", async () => {
      const { organization, request } = await ownerSession(testApp);
      const { admin } = await adminSession(testApp, organization.id);
      const phone = await request("PATCH", `/api/organization/admin/${admin.id}`, {
        phoneNumber: VALID_PHONE,
      });
      expect(phone.json()).toMatchObject({ phoneNumber: VALID_PHONE, firstName: "Adam", role: "admin" });
      const name = await request("PATCH", `/api/organization/admin/${admin.id}`, { firstName: " Adde " });
      expect(name.json()).toMatchObject({ phoneNumber: VALID_PHONE, firstName: "Adde", lastName: "Admin" });
      const account = await testApp.app.inject({
        url: "/api/auth/is-authenticated",
        headers: { cookie: (await adminSessionCookie(admin)) ?? "" },
      });
      expect(account.json().data.user.firstName).toBe("Adam");
    });

    it("stores an edited phone number typed without its country code in E.164", async () => {
      const { organization, request } = await ownerSession(testApp);
      const { admin } = await adminSession(testApp, organization.id);
      const response = await request("PATCH", `/api/organization/admin/${admin.id}`, {
        phoneNumber: "070-123 45 67",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().phoneNumber).toBe(VALID_PHONE);
    });

    it.each([
      ["an empty object", {}],
      ["a blank name", { firstName: " " }],
      ["a bad phone", { phoneNumber: "12345" }],
      ["an empty phone", { phoneNumber: "" }],
      ["a phone with a NUL byte", { phoneNumber: "070\u000012345 67" }],
      ["an unknown role", { role: "king" }],
      ["an unknown field", { email: "other@example.test" }],
    ])("refuses an edit with %s (400) and changes nothing", async (_case, payload) => {
      const { organization, request } = await ownerSession(testApp);
      const { admin } = await adminSession(testApp, organization.id);
      const response = await request("PATCH", `/api/organization/admin/${admin.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      const [member] = await testApp.db.select().from(memberships).where(eq(memberships.userId, admin.id));
      expect(member).toMatchObject({ role: "admin", firstName: null, phoneNumber: null });
    });

    it("refuses the removed person's next request", async () => {
      const { organization, request } = await ownerSession(testApp);
      const removed = await adminSession(testApp, organization.id);
      expect((await removed.request("GET", "/api/organization")).statusCode).toBe(200);
      expect((await request("DELETE", `/api/organization/admin/${removed.admin.id}`)).statusCode).toBe(204);
      const next = await removed.request("GET", "/api/organization");
      expect(next.statusCode).toBe(404);
      expect(next.json().error.code).toBe("NOT_FOUND");
    });

    it("mails a member a password reset link", async () => {
      const { organization, request } = await ownerSession(testApp);
      const { admin } = await adminSession(testApp, organization.id);
      const sent = await request("POST", `/api/organization/admin/${admin.id}/reset-password`);
      expect(sent.statusCode).toBe(202);
      const [mail] = await testApp.mailer.listRecent(admin.email);
      expect(mail?.links[0]).toContain("/reset-password?token=");
    });

    it("cancels an invitation: it leaves the list and its link stops working", async () => {
      const { request } = await ownerSession(testApp);
      const input = invitationInput();
      const invitation = (await request("POST", "/api/invitation", input)).json();
      const token = (await testApp.mailer.listRecent(input.email))[0]?.links[0]?.split("token=")[1];
      expect((await request("DELETE", `/api/invitation/${invitation.id}`)).statusCode).toBe(204);
      expect((await request("GET", "/api/invitation/by-organization")).json()).toEqual([]);
      const preview = await testApp.app.inject({
        method: "POST",
        url: "/api/invitation/preview",
        payload: { token },
      });
      expect(preview.statusCode).toBe(410);
      expect(preview.json().error.code).toBe("INVITATION_CANCELLED");
      expect((await request("DELETE", `/api/invitation/${invitation.id}`)).statusCode).toBe(404);
    });
  });

  describe("another organization's ids", () => {
    it("answers 404 for its members and invitations, and changes nothing", async () => {
      const theirs = await ownerSession(testApp);
      const theirAdmin = await adminSession(testApp, theirs.organization.id);
      const theirInvitation = (await theirs.request("POST", "/api/invitation", invitationInput())).json();
      const { request } = await ownerSession(testApp);

      const attempts = [
        await request("PATCH", `/api/organization/admin/${theirAdmin.admin.id}`, { role: "owner" }),
        await request("DELETE", `/api/organization/admin/${theirAdmin.admin.id}`),
        await request("POST", `/api/organization/admin/${theirAdmin.admin.id}/reset-password`),
        await request("DELETE", `/api/invitation/${theirInvitation.id}`),
      ];
      for (const response of attempts) expect(response.statusCode).toBe(404);

      const asStranger = organizationRequest(
        testApp,
        theirs.organization.id,
        (await ownerSession(testApp)).cookie,
      );
      expect((await asStranger("GET", "/api/organization/admin")).statusCode).toBe(404);
      expect((await asStranger("GET", "/api/invitation/by-organization")).statusCode).toBe(404);
      expect((await theirs.request("GET", "/api/invitation/by-organization")).json()).toHaveLength(1);
      expect((await theirs.request("GET", "/api/organization/admin")).json()).toHaveLength(2);
    });

    it("answers 400 for ids that are not uuids", async () => {
      const { request } = await ownerSession(testApp);
      for (const url of ["/api/organization/admin/abc", "/api/invitation/%00"]) {
        const response = await request("DELETE", url);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBeTruthy();
      }
    });
  });

  async function adminSessionCookie(admin: { email: string; password: string }) {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: admin.email, password: admin.password, loginType: "admin" },
    });
    return response.headers["set-cookie"]?.toString().split(";")[0];
  }
});
