import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { uniqueEmail } from "../../seed/factories";
import { programInput } from "../loyalty-program/loyalty-program.test-helpers";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";

const NOTHING_DONE = { stampCard: false, counterCode: false, team: false, loyaltyProgram: false };

describe("the setup checklist of a new organization", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  async function owner() {
    const session = await signedInAdmin(testApp);
    const checklist = async () => {
      const response = await session.call("GET", "/organization/setup-checklist");
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    return { ...session, checklist };
  }

  /** Another admin (not an owner) of the organization, calling as it. */
  async function plainAdmin(organizationId: string) {
    const admin = await testApp.factories.user({ role: "admin" });
    await testApp.factories.addMember(organizationId, admin.id);
    const cookie = await loginAs(testApp, admin);
    return (method: "GET" | "POST", url: string) =>
      testApp.app.inject({
        method,
        url: `/api${url}`,
        headers: { cookie, "x-organization-id": organizationId, origin: "http://stampwise.test" },
      });
  }

  const invite = (shop: Awaited<ReturnType<typeof owner>>) =>
    shop.call("POST", "/invitation", {
      firstName: "Ines",
      lastName: "Invited",
      email: uniqueEmail("invited"),
      role: "admin",
    });

  it("starts with every step open and the list not dismissed", async () => {
    const shop = await owner();
    expect(await shop.checklist()).toEqual({ steps: NOTHING_DONE, dismissed: false });
  });

  it("ticks each step from the organization's own data as it is done", async () => {
    const shop = await owner();
    const card = await shop.createCard();
    expect((await shop.checklist()).steps).toEqual({ ...NOTHING_DONE, stampCard: true });

    const code = await shop.call("POST", "/qrcode", { description: "Till", stampCardId: card.id, stamps: 1 });
    expect((await shop.checklist()).steps.counterCode).toBe(false);
    await shop.call("GET", `/qrcode/generate-action?qrCodeId=${code.json().id}`);
    expect((await shop.checklist()).steps.counterCode).toBe(true);

    expect((await invite(shop)).statusCode).toBe(201);
    expect((await shop.checklist()).steps.team).toBe(true);

    expect((await shop.call("POST", "/loyalty-program", programInput())).statusCode).toBe(201);
    expect(await shop.checklist()).toEqual({
      steps: { stampCard: true, counterCode: true, team: true, loyaltyProgram: true },
      dismissed: false,
    });
  });

  it("counts a second member as the team, but neither a deleted card nor a cancelled invitation", async () => {
    const shop = await owner();
    const card = await shop.createCard();
    await shop.call("DELETE", `/loyalty-card/${card.id}`);
    const invitation = (await invite(shop)).json();
    await shop.call("DELETE", `/invitation/${invitation.id}`);
    expect((await shop.checklist()).steps).toEqual(NOTHING_DONE);

    await plainAdmin(shop.organization.id);
    expect((await shop.checklist()).steps).toEqual({ ...NOTHING_DONE, team: true });
  });

  it("is hidden for the whole organization once an owner dismisses it, however often it is asked", async () => {
    const shop = await owner();
    const colleague = await plainAdmin(shop.organization.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shop.call("POST", "/organization/setup-checklist/dismiss")),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().dismissed).toBe(true);
    }
    const seenByColleague = await colleague("GET", "/organization/setup-checklist");
    expect(seenByColleague.json()).toEqual({ steps: { ...NOTHING_DONE, team: true }, dismissed: true });
  });

  it("lets only an owner dismiss it (403 OWNER_REQUIRED), and keeps it for everybody else", async () => {
    const shop = await owner();
    const colleague = await plainAdmin(shop.organization.id);
    const refused = await colleague("POST", "/organization/setup-checklist/dismiss");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("OWNER_REQUIRED");
    expect((await shop.checklist()).dismissed).toBe(false);
  });

  it("answers 404 for another organization, changing nothing there", async () => {
    const mine = await owner();
    const theirs = await owner();
    for (const [method, url] of [
      ["GET", "/organization/setup-checklist"],
      ["POST", "/organization/setup-checklist/dismiss"],
    ] as const) {
      const response = await testApp.app.inject({
        method,
        url: `/api${url}`,
        headers: {
          cookie: mine.cookie,
          "x-organization-id": theirs.organization.id,
          origin: "http://stampwise.test",
        },
      });
      expect(response.statusCode, url).toBe(404);
      const unknown = await testApp.app.inject({
        method,
        url: `/api${url}`,
        headers: { cookie: mine.cookie, "x-organization-id": randomUUID(), origin: "http://stampwise.test" },
      });
      expect(unknown.statusCode, url).toBe(404);
    }
    expect((await theirs.checklist()).dismissed).toBe(false);
  });

  it("answers 401 without a session", async () => {
    const shop = await owner();
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/organization/setup-checklist",
      headers: { "x-organization-id": shop.organization.id },
    });
    expect(response.statusCode).toBe(401);
  });
});
