/**
 * Bench data: one organization with its owner signed in through the real login, one stamp card
 * created through the API, and customers seeded in bulk with SQL (generate_series), each with an
 * identity-QR secret and the card (no stamps yet), so seeding 10,000 of them takes seconds.
 */
import { MAX_SCAN_STAMPS_PER_HOUR_LIMIT } from "@stampwise/contract";
import { and, eq, like, sql } from "drizzle-orm";
import type { Db } from "../../apps/api/src/db/client";
import { users } from "../../apps/api/src/modules/accounts/users.table";
import { fraudRules } from "../../apps/api/src/modules/counter-rules/counter-rules.table";
import { cardInstances } from "../../apps/api/src/modules/ledger/ledger.table";
import { loyaltyPrograms } from "../../apps/api/src/modules/loyalty-program/loyalty-program.table";
import { identitySecrets } from "../../apps/api/src/modules/qr-codes/qr-codes.table";
import { organizationCustomers } from "../../apps/api/src/modules/users/users-directory.table";
import { createFactories } from "../../apps/api/src/seed/factories";
import type { BenchApi } from "./bench-api";

const CUSTOMER_EMAIL_PREFIX = "bench-customer-";

export interface SeededCustomer {
  id: string;
  /** The identity-QR secret, as GET /qrcode/identity-secret hands it to the customer app. */
  secret: string;
}

export interface SeededOrganization {
  organizationId: string;
  adminId: string;
  cardId: string;
  /** What the admin app sends on every call: session cookie, organization and Origin. */
  adminHeaders: Record<string, string>;
  customers: SeededCustomer[];
}

async function request(
  api: BenchApi,
  path: string,
  init: { body: unknown; headers?: Record<string, string> },
) {
  const response = await fetch(`${api.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: api.base, ...init.headers },
    body: JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * Customers with identity secrets, all in two statements. The secret is 32 bytes of
 * gen_random_uuid() output in base64url, the format the API itself hands out.
 */
async function seedCustomers(db: Db, count: number): Promise<SeededCustomer[]> {
  await db.execute(sql`
    insert into users (email, first_name, last_name, role)
    select ${CUSTOMER_EMAIL_PREFIX} || i || '@example.test', 'Customer', 'No. ' || i, 'user'
    from generate_series(1, ${count}::int) as i`);
  await db.execute(sql`
    insert into identity_secrets (user_id, secret)
    select id, translate(
      encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'),
      '+/=', '-_')
    from users where email like ${`${CUSTOMER_EMAIL_PREFIX}%`}`);
  return db
    .select({ id: identitySecrets.userId, secret: identitySecrets.secret })
    .from(identitySecrets)
    .innerJoin(users, eq(users.id, identitySecrets.userId))
    .where(and(eq(users.role, "user"), like(users.email, `${CUSTOMER_EMAIL_PREFIX}%`)))
    .orderBy(users.email);
}

/**
 * Every seeded person holds the card with no stamps yet, and so is a customer of the organization,
 * as at a café that has run for a while: the counter stamps cards that exist.
 */
async function handOutCards(db: Db, organizationId: string, cardId: string): Promise<void> {
  const customersOnly = sql`from ${users} where ${users.email} like ${`${CUSTOMER_EMAIL_PREFIX}%`}`;
  await db.execute(sql`
    insert into ${cardInstances} (organization_id, card_id, user_id)
    select ${organizationId}::uuid, ${cardId}::uuid, ${users.id} ${customersOnly}`);
  await db.execute(sql`
    insert into ${organizationCustomers} (organization_id, user_id)
    select ${organizationId}::uuid, ${users.id} ${customersOnly}`);
}

export async function seedOrganization(
  api: BenchApi,
  db: Db,
  options: { customers: number; stampsRequired: number },
): Promise<SeededOrganization> {
  const factories = createFactories(db);
  const admin = await factories.user({ role: "admin" });
  const organization = await factories.organization({ owner: admin });
  const login = await request(api, "/api/auth/login", {
    body: { email: admin.email, password: admin.password, loginType: "admin" },
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("the admin login set no session cookie");
  const adminHeaders = { cookie, "x-organization-id": organization.id, origin: api.base };
  const card = await request(api, "/api/loyalty-card", {
    headers: adminHeaders,
    body: {
      name: "Bench coffee card",
      description: "Every tenth coffee free",
      stampsRequired: options.stampsRequired,
    },
  });
  const { id: cardId } = (await card.json()) as { id: string };
  const customers = await seedCustomers(db, options.customers);
  if (customers.length !== options.customers) {
    throw new Error(`seeded ${customers.length} customers with secrets, wanted ${options.customers}`);
  }
  await handOutCards(db, organization.id, cardId);
  return { organizationId: organization.id, adminId: admin.id, cardId, adminHeaders, customers };
}

/**
 * The counter bench stamps each customer many times an hour, which the scan caps would refuse:
 * lift them for the bench organization to the highest the contract allows, with no cool-down.
 */
export async function liftScanCaps(db: Db, organizationId: string): Promise<void> {
  const caps = { maxScanStampsPerHour: MAX_SCAN_STAMPS_PER_HOUR_LIMIT, scanCooldownSeconds: 0 };
  await db
    .insert(fraudRules)
    .values({ organizationId, ...caps })
    .onConflictDoUpdate({ target: fraudRules.organizationId, set: caps });
}

/**
 * The organization's loyalty program, 1 point per krona, so the counter can give points too; like
 * the stamp card, every seeded customer already holds its points card (a café that has run a while:
 * the counter's hot path is a customer's next points, not their first).
 */
export async function createPointsProgram(api: BenchApi, db: Db, seeded: SeededOrganization): Promise<void> {
  const answer = await request(api, "/api/loyalty-program", {
    headers: seeded.adminHeaders,
    body: {
      name: "Bench points",
      pointsName: "point",
      pointsExpiresMonths: 12,
      descriptionTitle: "Points for every krona",
      descriptionContent: "One point per krona spent at the counter.",
      pointsPerKrona: 1,
    },
  });
  const { id: programId } = (await answer.json()) as { id: string };
  const [program] = await db
    .select({ pointsCardId: loyaltyPrograms.pointsCardId })
    .from(loyaltyPrograms)
    .where(eq(loyaltyPrograms.id, programId));
  if (!program) throw new Error("the bench program was not stored");
  await db.execute(sql`
    insert into ${cardInstances} (organization_id, card_id, user_id)
    select ${seeded.organizationId}::uuid, ${program.pointsCardId}::uuid, ${users.id}
    from ${users} where ${users.email} like ${`${CUSTOMER_EMAIL_PREFIX}%`}`);
}
