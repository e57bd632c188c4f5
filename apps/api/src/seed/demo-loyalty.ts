import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import type { LedgerService } from "../modules/ledger/ledger.service";
import { seedDemoCommunications } from "./demo-communications";
import { seedDemoGiftCards } from "./demo-gift-cards";
import { seedDemoHistory } from "./demo-history";
import {
  DEMO_PURCHASES_ORE,
  type DemoCall,
  seedDemoLoyaltyProgram,
  seedDemoPoints,
} from "./demo-loyalty-program";
import { createFactories } from "./factories";

/** Customers besides Carl, so the users table, search and insights have something to show. */
const DEMO_CUSTOMERS: ReadonlyArray<[firstName: string, lastName: string, stamps: number]> = [
  ["Astrid", "Lindqvist", 7],
  ["Björn", "Nyström", 2],
  ["Elin", "Sjöberg", 9],
  ["Gustav", "Holm", 4],
  ["Ingrid", "Berg", 1],
  ["Johan", "Ek", 6],
  ["Karin", "Dahl", 3],
  ["Lars", "Wallin", 8],
];

interface DemoAccounts {
  ownerEmail: string;
  ownerPassword: string;
  ownerId: string;
  customerId: string;
}

/**
 * The demo organization's loyalty program, made through the real API (as the owner would in the
 * admin app), so the demo shows what the product does and never a state the API could not make:
 * a designed coffee card with a reward halfway, a counter QR code, customers with stamps, and a
 * points program with three levels, and gift cards.
 */
export async function seedDemoLoyalty(
  app: FastifyInstance,
  db: Db,
  ledger: LedgerService,
  accounts: DemoAccounts,
): Promise<void> {
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: accounts.ownerEmail, password: accounts.ownerPassword, loginType: "admin" },
  });
  expectStatus(login.statusCode, 201, "demo owner login");
  const cookie = login.cookies.map((entry) => `${entry.name}=${entry.value}`).join("; ");
  const answer = login.json() as { data: { user: { organizations: { id: string }[] } } };
  const organizationId = answer.data.user.organizations[0]?.id;
  if (!organizationId) throw new Error("demo owner has no organization");

  const call: DemoCall = async (method, url, payload, expected) => {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: { cookie, "x-organization-id": organizationId },
    });
    expectStatus(response.statusCode, expected, `${method} ${url}: ${response.body}`);
    return response.json() as { id: string };
  };

  const card = await call(
    "POST",
    "/loyalty-card",
    { name: "Coffee card", description: "Every tenth coffee is on us", stampsRequired: 10 },
    201,
  );
  await call(
    "PATCH",
    `/card-template/${card.id}`,
    {
      subtitle: "Demo Café",
      // Deep brown: the default grey reads at under 3:1 where the gradient turns orange.
      subtitleColor: "#451a03",
      primaryColor: "#b45309",
      secondaryColor: "#fef3c7",
      backgroundType: "gradient",
      pattern: "dots",
      icon: "coffee",
      stampColor: "#92400e",
      font: "poppins",
    },
    200,
  );
  await call(
    "POST",
    "/reward-milestone",
    {
      stampCardId: card.id,
      rewardName: "Free cinnamon bun",
      rewardDescription: "A cinnamon bun with your coffee",
      rewardType: "free_item",
      milestoneType: "stamps",
      stampsNeeded: 5,
      requirement: 5,
    },
    201,
  );
  const tillCode = await call(
    "POST",
    "/qrcode",
    { type: "stamp", description: "At the till", stampCardId: card.id, stamps: 1 },
    201,
  );
  // Shown at the till, as a café in use does every day: its first steps are done, so its dashboard
  // opens on the search rather than on the new organization's setup checklist.
  await call("GET", `/qrcode/generate-action?qrCodeId=${tillCode.id}`, undefined, 200);

  await seedDemoLoyaltyProgram(call);
  // The year before today first: the present-day postings below are then the newest.
  await seedDemoHistory(ledger, db, {
    organizationId,
    ownerId: accounts.ownerId,
    coffeeCardId: card.id,
    now: new Date(),
  });

  const factories = createFactories(db);
  // Each customer joined the café by their own act first (its join code): staff give stamps and
  // points to customers only.
  const stamp = async (userId: string, delta: number) => {
    await factories.joinOrganization(organizationId, userId);
    return call(
      "POST",
      "/transaction",
      {
        userId,
        loyaltyCardId: card.id,
        delta,
        source: "manual",
        idempotencyKey: `demo-${userId}`,
      },
      201,
    );
  };
  await stamp(accounts.customerId, 3);
  await seedDemoPoints(call, accounts.customerId, DEMO_PURCHASES_ORE[0] ?? []);
  const customerIds: string[] = [];
  for (const [index, [firstName, lastName, stamps]] of DEMO_CUSTOMERS.entries()) {
    const email = `${firstName}.${lastName}@demo.test`.toLowerCase().replace(/[åä]/g, "a").replace(/ö/g, "o");
    const customer = await factories.user({ email, firstName, lastName, role: "user" });
    await stamp(customer.id, stamps);
    await seedDemoPoints(call, customer.id, DEMO_PURCHASES_ORE[index + 1] ?? []);
    customerIds.push(customer.id);
  }
  const [otherCustomerId] = customerIds;
  if (!otherCustomerId) throw new Error("demo seed: no customers besides the demo one");
  await seedDemoGiftCards(call, { demoCustomerId: accounts.customerId, otherCustomerId });
  await seedDemoCommunications(call);
}

function expectStatus(actual: number, expected: number, what: string) {
  if (actual !== expected) throw new Error(`demo seed: ${what} answered ${actual}, expected ${expected}`);
}
