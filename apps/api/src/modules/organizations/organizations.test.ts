import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { databaseKnowsTimeZone } from "./organizations.repository";
import type { OrganizationRow } from "./organizations.table";

describe("GET and PATCH /api/organization", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  /** An admin signed in with an organization of their own. */
  async function adminWithOrganization(name?: string) {
    const admin = await testApp.factories.user({ role: "admin" });
    const organization = await testApp.factories.organization({ owner: admin, name });
    const cookie = await loginAs(testApp, admin);
    return { admin, organization, cookie };
  }

  const getOrganization = (cookie: string | undefined, organizationId?: string) =>
    testApp.app.inject({
      method: "GET",
      url: "/api/organization",
      headers: {
        ...(cookie && { cookie }),
        ...(organizationId !== undefined && { "x-organization-id": organizationId }),
      },
    });

  const patchOrganization = (cookie: string, organizationId: string, payload: unknown) =>
    testApp.app.inject({
      method: "PATCH",
      url: "/api/organization",
      headers: { cookie, "x-organization-id": organizationId, origin: "http://stampwise.test" },
      payload: payload as Record<string, unknown>,
    });

  /** The organization as stored, read back through its owner. */
  async function reread(cookie: string, organization: OrganizationRow) {
    const response = await getOrganization(cookie, organization.id);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  describe("tenancy", () => {
    it("answers an admin with the organization they belong to, with every field", async () => {
      const { organization, cookie, admin } = await adminWithOrganization("Kafé Kanel");

      const response = await getOrganization(cookie, organization.id);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: organization.id,
        name: "Kafé Kanel",
        email: admin.email,
        phoneNumber: null,
        country: "SE",
        address: null,
        mapLocation: null,
        timeZone: "Europe/Stockholm",
        createdAt: organization.createdAt.toISOString(),
      });
    });

    it("answers an admin added as a member, not only the owner", async () => {
      const { organization } = await adminWithOrganization();
      const colleague = await testApp.factories.user({ role: "admin" });
      await testApp.factories.addMember(organization.id, colleague.id);

      const response = await getOrganization(await loginAs(testApp, colleague), organization.id);

      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(organization.id);
    });

    it("answers 404 NOT_FOUND, not the data, when a member of one organization asks for another", async () => {
      const mine = await adminWithOrganization();
      const theirs = await adminWithOrganization("Their Bakery");

      const response = await getOrganization(mine.cookie, theirs.organization.id);

      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
      expect(response.body).not.toContain("Their Bakery");
      expect(response.body).not.toContain(theirs.admin.email);
    });

    it("answers 404 and changes nothing when a member of one organization patches another", async () => {
      const mine = await adminWithOrganization();
      const theirs = await adminWithOrganization("Their Bakery");

      const response = await patchOrganization(mine.cookie, theirs.organization.id, {
        name: "Taken over",
        phoneNumber: "+46701234567",
      });

      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
      expect(await reread(theirs.cookie, theirs.organization)).toMatchObject({
        name: "Their Bakery",
        phoneNumber: null,
      });
      expect((await reread(mine.cookie, mine.organization)).name).toBe(mine.organization.name);
    });

    it("answers 404 for an organization id that does not exist", async () => {
      const { cookie } = await adminWithOrganization();

      const response = await getOrganization(cookie, randomUUID());

      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    });

    it("answers 400 ORGANIZATION_REQUIRED without the x-organization-id header", async () => {
      const { cookie } = await adminWithOrganization();

      const response = await getOrganization(cookie);

      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("ORGANIZATION_REQUIRED");
    });

    it("answers 404 for a malformed organization id", async () => {
      const { cookie } = await adminWithOrganization();

      for (const malformed of ["not-a-uuid", "1", "' or 1=1 --"]) {
        const response = await getOrganization(cookie, malformed);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe("NOT_FOUND");
      }
    });

    it("answers 401 without a session, before looking at the organization", async () => {
      const { organization } = await adminWithOrganization();

      const response = await getOrganization(undefined, organization.id);

      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("UNAUTHENTICATED");
      expect(response.body).not.toContain(organization.name);
    });

    it("answers a customer account 404 for any organization id", async () => {
      const { organization } = await adminWithOrganization();
      const customer = await testApp.factories.user({ role: "user" });
      const cookie = await loginAs(testApp, customer);

      for (const organizationId of [organization.id, randomUUID()]) {
        const read = await getOrganization(cookie, organizationId);
        expect(read.statusCode).toBe(404);
        expect(read.json().error.code).toBe("NOT_FOUND");
        const write = await patchOrganization(cookie, organizationId, { name: "Customer was here" });
        expect(write.statusCode).toBe(404);
      }
    });
  });

  describe("updating", () => {
    it("stores name, email, phone number, address and map location", async () => {
      const { organization, cookie } = await adminWithOrganization();
      const changes = {
        name: "Bönor & Bullar",
        email: "hej@bonor.example",
        phoneNumber: "+46701234567",
        address: "Drottninggatan 1, 111 51 Stockholm",
        mapLocation: { latitude: 59.3326, longitude: 18.0649 },
      };

      const response = await patchOrganization(cookie, organization.id, changes);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: organization.id, ...changes });
      expect(await reread(cookie, organization)).toMatchObject(changes);
    });

    it("changes only the fields sent and trims the name", async () => {
      const { organization, cookie } = await adminWithOrganization();
      await patchOrganization(cookie, organization.id, {
        address: "Storgatan 2",
        phoneNumber: "+46701234567",
      });

      const response = await patchOrganization(cookie, organization.id, { name: "  Trimmed Café  " });

      expect(response.statusCode).toBe(200);
      expect(await reread(cookie, organization)).toMatchObject({
        name: "Trimmed Café",
        address: "Storgatan 2",
        phoneNumber: "+46701234567",
        email: organization.email,
      });
    });

    it("clears the phone number, address and map location when they are set to null", async () => {
      const { organization, cookie } = await adminWithOrganization();
      await patchOrganization(cookie, organization.id, {
        phoneNumber: "+46701234567",
        address: "Storgatan 2",
        mapLocation: { latitude: 1, longitude: 2 },
      });

      const response = await patchOrganization(cookie, organization.id, {
        phoneNumber: null,
        address: null,
        mapLocation: null,
      });

      expect(response.statusCode).toBe(200);
      expect(await reread(cookie, organization)).toMatchObject({
        phoneNumber: null,
        address: null,
        mapLocation: null,
      });
    });

    it("stores a phone number typed as people dial it in E.164, read in the organization's country", async () => {
      for (const typed of [
        "0701234567",
        "070-123 45 67",
        "+46 70 123 45 67",
        "0046701234567",
        "(070) 123.45.67",
      ]) {
        const { organization, cookie } = await adminWithOrganization();
        const response = await patchOrganization(cookie, organization.id, { phoneNumber: typed });
        expect(response.statusCode, typed).toBe(200);
        expect(response.json().phoneNumber, typed).toBe("+46701234567");
      }
    });

    it("reads a national number in the country sent with it, and keeps that country", async () => {
      const { organization, cookie } = await adminWithOrganization();

      const response = await patchOrganization(cookie, organization.id, {
        country: "NO",
        phoneNumber: "412 34 567",
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ country: "NO", phoneNumber: "+4741234567" });
      const later = await patchOrganization(cookie, organization.id, { phoneNumber: "987 65 432" });
      expect(later.json()).toMatchObject({ country: "NO", phoneNumber: "+4798765432" });
    });

    it("takes its country from its phone number until one is chosen, and Sweden without either", async () => {
      const { organization, cookie } = await adminWithOrganization();
      expect((await reread(cookie, organization)).country).toBe("SE");

      await patchOrganization(cookie, organization.id, { phoneNumber: "+358 40 1234567" });
      expect((await reread(cookie, organization)).country).toBe("FI");

      await patchOrganization(cookie, organization.id, { country: "DK" });
      expect(await reread(cookie, organization)).toMatchObject({
        country: "DK",
        phoneNumber: "+358401234567",
      });
    });

    it("accepts the edges of the map: latitude ±90 and longitude ±180", async () => {
      const { organization, cookie } = await adminWithOrganization();

      const response = await patchOrganization(cookie, organization.id, {
        mapLocation: { latitude: -90, longitude: 180 },
      });

      expect(response.statusCode).toBe(200);
      expect((await reread(cookie, organization)).mapLocation).toEqual({ latitude: -90, longitude: 180 });
    });

    /** Sends a valid name alongside the bad input: neither may be stored. */
    async function expectRefusedAndNothingStored(payload: Record<string, unknown>, issuePath?: string) {
      const { organization, cookie } = await adminWithOrganization("Unchanged Café");
      const before = await reread(cookie, organization);

      const response = await patchOrganization(cookie, organization.id, {
        name: "Should not be stored",
        ...payload,
      });

      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe("VALIDATION_ERROR");
      if (issuePath) {
        expect(error.issues.map((issue: { path: string }) => issue.path)).toContain(issuePath);
      }
      expect(await reread(cookie, organization)).toEqual(before);
    }

    it.each([
      ["too short", "+4670"],
      ["with a country code that does not exist", "+99912345678"],
      ["with letters", "+46 70 ABC 45 67"],
      ["with a valid country but impossible length", "+4670123"],
      ["of a national number too short for the country", "070-123"],
      ["with a NUL byte", "070\u0000123 45 67"],
      ["longer than any number is typed", "0".repeat(41)],
      ["empty", ""],
    ])("refuses a phone number %s (%s) with an issue on phoneNumber", async (_label, phoneNumber) => {
      await expectRefusedAndNothingStored({ phoneNumber }, "phoneNumber");
    });

    it("changes the time zone, and the session names it with the organization", async () => {
      const { organization, cookie } = await adminWithOrganization();

      const response = await patchOrganization(cookie, organization.id, { timeZone: "America/New_York" });

      expect(response.statusCode).toBe(200);
      expect(response.json().timeZone).toBe("America/New_York");
      const session = await testApp.app.inject({ url: "/api/auth/is-authenticated", headers: { cookie } });
      expect(session.json().data.user.organizations).toEqual([
        expect.objectContaining({ id: organization.id, timeZone: "America/New_York" }),
      ]);
    });

    it("takes a zone by another of its IANA names, and UTC", async () => {
      const { organization, cookie } = await adminWithOrganization();
      for (const timeZone of ["Europe/Kyiv", "US/Eastern", "UTC"]) {
        const response = await patchOrganization(cookie, organization.id, { timeZone });
        expect(response.statusCode, timeZone).toBe(200);
        expect(response.json().timeZone).toBe(timeZone);
      }
    });

    it.each([
      ["a place that is not a zone", "Mars/Olympus_Mons"],
      ["an offset", "+01:00"],
      ["an abbreviation", "CET"],
      ["the wrong case", "europe/stockholm"],
      ["a NUL byte", "Europe/Stockholm\u0000"],
      ["a blank", " "],
      ["longer than any zone's name", `Europe/${"x".repeat(60)}`],
      ["null", null],
      ["a number", 1],
    ])("refuses a time zone that is %s, with an issue on timeZone", async (_label, timeZone) => {
      await expectRefusedAndNothingStored({ timeZone }, "timeZone");
    });

    it("answers 50 changes of the time zone at once, and keeps the last one written", async () => {
      const { organization, cookie } = await adminWithOrganization();
      const zones = ["Asia/Tokyo", "America/New_York"];
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          patchOrganization(cookie, organization.id, { timeZone: zones[index % 2] }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
      expect(zones).toContain((await reread(cookie, organization)).timeZone);
    }, 60_000); // each change recounts the organization's insight days: fifty take a while

    it("asks the database, not only Intl, whether it knows a zone", async () => {
      expect(await databaseKnowsTimeZone(testApp.db, "Asia/Tokyo")).toBe(true);
      expect(await databaseKnowsTimeZone(testApp.db, "Mars/Olympus_Mons")).toBe(false);
    });

    it.each([
      ["lower case", "se"],
      ["not a country", "ZZ"],
      ["a name", "Sweden"],
      ["empty", ""],
      ["null", null],
    ])("refuses a country that is %s with an issue on country", async (_label, country) => {
      await expectRefusedAndNothingStored({ country }, "country");
    });

    it.each([
      ["latitude above 90", { latitude: 90.0001, longitude: 0 }, "mapLocation.latitude"],
      ["latitude below -90", { latitude: -91, longitude: 0 }, "mapLocation.latitude"],
      ["longitude above 180", { latitude: 0, longitude: 181 }, "mapLocation.longitude"],
      ["longitude below -180", { latitude: 0, longitude: -180.5 }, "mapLocation.longitude"],
      ["a missing longitude", { latitude: 10 }, "mapLocation.longitude"],
      ["a latitude given as text", { latitude: "59.3", longitude: 18 }, "mapLocation.latitude"],
    ])("refuses a map location with %s", async (_label, mapLocation, issuePath) => {
      await expectRefusedAndNothingStored({ mapLocation }, issuePath);
    });

    it("refuses an empty or blank name", async () => {
      for (const name of ["", "   "]) {
        const { organization, cookie } = await adminWithOrganization("Named Café");

        const response = await patchOrganization(cookie, organization.id, { name, address: "Never stored" });

        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe("VALIDATION_ERROR");
        expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toContain("name");
        expect(await reread(cookie, organization)).toMatchObject({ name: "Named Café", address: null });
      }
    });

    it("refuses a null name, which the organization cannot be without", async () => {
      await expectRefusedAndNothingStored({ name: null }, "name");
    });

    it("refuses an invalid email", async () => {
      await expectRefusedAndNothingStored({ email: "not-an-email" }, "email");
    });

    it("refuses a blank address", async () => {
      await expectRefusedAndNothingStored({ address: "   " }, "address");
    });

    it("refuses a field the organization does not have", async () => {
      await expectRefusedAndNothingStored({ id: randomUUID() });
      await expectRefusedAndNothingStored({ createdAt: "2000-01-01T00:00:00.000Z" });
    });

    it("refuses a body that is not an object", async () => {
      const { organization, cookie } = await adminWithOrganization();
      const before = await reread(cookie, organization);

      const response = await testApp.app.inject({
        method: "PATCH",
        url: "/api/organization",
        headers: { cookie, "x-organization-id": organization.id, "content-type": "application/json" },
        payload: "[1,2,3]",
      });

      expect(response.statusCode).toBe(400);
      expect(await reread(cookie, organization)).toEqual(before);
    });
  });
});
