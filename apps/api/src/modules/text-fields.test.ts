import { VALIDATION_MESSAGES } from "@stampwise/contract";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeSignupBody, postJson, requestSignupToken, storedFor } from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { uniqueEmail } from "../seed/factories";
import { cardTemplates, loyaltyCards, rewardMilestones } from "./cards/cards.table";
import { contactMessages } from "./contact/contact.table";
import { transactions } from "./ledger/ledger.table";
import { loyaltyLevels, loyaltyPrograms } from "./loyalty-program/loyalty-program.table";
import { memberships, organizations } from "./organizations/organizations.table";
import { qrCodes } from "./qr-codes/qr-codes.table";
import { recentSearches } from "./users/users-directory.table";
import { type DirectoryAdmin, directoryAdmin } from "./users/users-directory.test-helpers";
import { webhookEndpoints } from "./webhooks/webhooks.table";

const NUL = "\u0000";

interface TextCase {
  operation: string;
  /** The field the 400 names. */
  field: string;
  send(): Promise<LightMyRequestResponse>;
  /** What the operation would have written; read before and after, it must not change. */
  stored(): Promise<unknown>;
}

/**
 * A NUL (which PostgreSQL refuses in text) in any free-text field is a 400 VALIDATION_ERROR that
 * names the field, never a 500, and nothing is written. One case per operation that takes text.
 */
describe("a NUL character in free text", () => {
  let testApp: TestApp;
  let admin: DirectoryAdmin;
  let milestoneId: string;
  let qrCodeId: string;
  let customerId: string;
  let signupToken: string;
  let loyaltyProgramId: string;
  let loyaltyLevelId: string;
  const signupEmail = uniqueEmail("nul-signup");
  const contactEmail = uniqueEmail("nul-contact");

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await directoryAdmin(testApp);
    milestoneId = (await admin.createMilestone(admin.card.id)).id;
    const qr = await admin.call("POST", "/qrcode", {
      stampCardId: admin.card.id,
      stamps: 1,
      description: "Till",
    });
    qrCodeId = qr.json().id;
    customerId = (await admin.addCustomer()).id;
    signupToken = await requestSignupToken(testApp, { email: signupEmail });
    loyaltyProgramId = (await admin.call("POST", "/loyalty-program", loyaltyProgramBody())).json().id;
    loyaltyLevelId = (
      await admin.call("POST", "/loyalty-level", { name: "Silver", requiredPoints: 500 })
    ).json().id;
  });
  afterAll(() => testApp?.close());

  const organizationId = () => admin.organization.id;
  const organizationRow = () =>
    testApp.db.select().from(organizations).where(eq(organizations.id, organizationId()));
  const cardsOfOrganization = () =>
    testApp.db.select().from(loyaltyCards).where(eq(loyaltyCards.organizationId, organizationId()));
  const milestonesOfOrganization = () =>
    testApp.db.select().from(rewardMilestones).where(eq(rewardMilestones.organizationId, organizationId()));
  const qrCodesOfOrganization = () =>
    testApp.db.select().from(qrCodes).where(eq(qrCodes.organizationId, organizationId()));

  const loyaltyProgramBody = (overrides: Record<string, unknown> = {}) => ({
    name: "Bean points",
    pointsName: "bean",
    pointsExpiresMonths: 12,
    descriptionTitle: "Collect beans",
    descriptionContent: "One bean per krona",
    pointsPerKrona: 1,
    ...overrides,
  });
  const loyaltyProgramsOfOrganization = () =>
    testApp.db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.organizationId, organizationId()));
  const loyaltyLevelsOfOrganization = () =>
    testApp.db.select().from(loyaltyLevels).where(eq(loyaltyLevels.organizationId, organizationId()));

  const cases: TextCase[] = [
    {
      operation: "POST /organization (name)",
      field: "name",
      send: () => admin.call("POST", "/organization", { name: `Café${NUL}` }),
      stored: () => testApp.db.select().from(memberships).where(eq(memberships.userId, admin.admin.id)),
    },
    {
      operation: "PATCH /organization (name)",
      field: "name",
      send: () => admin.call("PATCH", "/organization", { name: `Kafé${NUL}Kanel` }),
      stored: organizationRow,
    },
    {
      operation: "PATCH /organization (address)",
      field: "address",
      send: () => admin.call("PATCH", "/organization", { address: `Storgatan 1${NUL}` }),
      stored: organizationRow,
    },
    {
      operation: "POST /loyalty-card (name)",
      field: "name",
      send: () =>
        admin.call("POST", "/loyalty-card", { name: `Coffee${NUL}`, description: "Ten", stampsRequired: 10 }),
      stored: cardsOfOrganization,
    },
    {
      operation: "PATCH /loyalty-card/stamp-cards/{id} (description)",
      field: "description",
      send: () =>
        admin.call("PATCH", `/loyalty-card/stamp-cards/${admin.card.id}`, { description: `Ten${NUL}` }),
      stored: cardsOfOrganization,
    },
    {
      operation: "PATCH /card-template/{id} (subtitle)",
      field: "subtitle",
      send: () => admin.call("PATCH", `/card-template/${admin.card.id}`, { subtitle: `Hej${NUL}` }),
      stored: () => testApp.db.select().from(cardTemplates).where(eq(cardTemplates.cardId, admin.card.id)),
    },
    {
      operation: "POST /reward-milestone (rewardName)",
      field: "rewardName",
      send: () =>
        admin.call("POST", "/reward-milestone", {
          stampCardId: admin.card.id,
          rewardName: `Bun${NUL}`,
          rewardDescription: "Any bun",
          rewardType: "free_item",
          milestoneType: "stamps",
          stampsNeeded: 3,
          requirement: 3,
        }),
      stored: milestonesOfOrganization,
    },
    {
      operation: "PATCH /reward-milestone/{id} (rewardDescription)",
      field: "rewardDescription",
      send: () => admin.call("PATCH", `/reward-milestone/${milestoneId}`, { rewardDescription: `Any${NUL}` }),
      stored: milestonesOfOrganization,
    },
    {
      operation: "POST /qrcode (description)",
      field: "description",
      send: () =>
        admin.call("POST", "/qrcode", { stampCardId: admin.card.id, stamps: 1, description: `Till${NUL}` }),
      stored: qrCodesOfOrganization,
    },
    {
      operation: "PATCH /qrcode/{id} (description)",
      field: "description",
      send: () => admin.call("PATCH", `/qrcode/${qrCodeId}`, { description: `Till${NUL}` }),
      stored: qrCodesOfOrganization,
    },
    {
      // The organization has its program already: the NUL must be refused before the 409.
      operation: "POST /loyalty-program (pointsName)",
      field: "pointsName",
      send: () => admin.call("POST", "/loyalty-program", loyaltyProgramBody({ pointsName: `bean${NUL}` })),
      stored: loyaltyProgramsOfOrganization,
    },
    {
      operation: "PATCH /loyalty-program/{id} (descriptionContent)",
      field: "descriptionContent",
      send: () =>
        admin.call("PATCH", `/loyalty-program/${loyaltyProgramId}`, { descriptionContent: `Beans${NUL}` }),
      stored: loyaltyProgramsOfOrganization,
    },
    {
      operation: "PATCH /loyalty-program/{id} (descriptionTitle)",
      field: "descriptionTitle",
      send: () =>
        admin.call("PATCH", `/loyalty-program/${loyaltyProgramId}`, { descriptionTitle: `${NUL}Beans` }),
      stored: loyaltyProgramsOfOrganization,
    },
    {
      operation: "POST /loyalty-level (name)",
      field: "name",
      send: () => admin.call("POST", "/loyalty-level", { name: `Gold${NUL}`, requiredPoints: 1500 }),
      stored: loyaltyLevelsOfOrganization,
    },
    {
      operation: "PATCH /loyalty-level/{id} (name)",
      field: "name",
      send: () => admin.call("PATCH", `/loyalty-level/${loyaltyLevelId}`, { name: `Sil${NUL}ver` }),
      stored: loyaltyLevelsOfOrganization,
    },
    {
      operation: "POST /webhook-endpoint (description)",
      field: "description",
      send: () =>
        admin.call("POST", "/webhook-endpoint", {
          url: "http://127.0.0.1:9/hooks",
          description: `The ${NUL}till`,
          eventTypes: ["stamps.added"],
        }),
      stored: () =>
        testApp.db
          .select()
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.organizationId, admin.organization.id)),
    },
    {
      operation: "POST /transaction (idempotencyKey)",
      field: "idempotencyKey",
      send: () =>
        admin.call("POST", "/transaction", {
          userId: customerId,
          loyaltyCardId: admin.card.id,
          delta: 1,
          source: "manual",
          idempotencyKey: `key-${NUL}-12345`,
        }),
      stored: () =>
        testApp.db.select().from(transactions).where(eq(transactions.organizationId, organizationId())),
    },
    {
      operation: "GET /user/search (q)",
      field: "q",
      send: () => admin.call("GET", "/user/search?q=%00&record=true"),
      stored: () =>
        testApp.db
          .select()
          .from(recentSearches)
          .where(
            and(
              eq(recentSearches.organizationId, organizationId()),
              eq(recentSearches.adminId, admin.admin.id),
            ),
          ),
    },
    {
      operation: "POST /contact (message)",
      field: "message",
      send: () =>
        postJson(testApp, "/api/contact", { name: "Maja", email: contactEmail, message: `Hello${NUL}` }),
      stored: () => testApp.db.select().from(contactMessages).where(eq(contactMessages.email, contactEmail)),
    },
    {
      operation: "POST /auth/complete-signup (firstName)",
      field: "firstName",
      send: () =>
        postJson(
          testApp,
          "/api/auth/complete-signup",
          completeSignupBody(signupToken, { firstName: `Ma${NUL}ja` }),
        ),
      stored: () => storedFor(testApp, signupEmail).then(({ users }) => users),
    },
  ];

  it.each(cases)("$operation answers 400 naming $field and stores nothing", async (textCase) => {
    const before = await textCase.stored();

    const response = await textCase.send();

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      issues: [{ path: textCase.field, message: VALIDATION_MESSAGES.textInvalidCharacters }],
    });
    expect(await textCase.stored()).toEqual(before);
  });
});
