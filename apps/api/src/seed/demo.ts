import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { findAccountByEmail } from "../modules/accounts/accounts.repository";
import { users as usersTable } from "../modules/accounts/users.table";
import type { LedgerService } from "../modules/ledger/ledger.service";
import { seedDemoLoyalty } from "./demo-loyalty";
import { createFactories } from "./factories";

export const DEMO_PASSWORD = "stampwise-demo";
export const DEMO_OWNER_EMAIL = "owner@demo.test";
export const DEMO_CUSTOMER_EMAIL = "customer@demo.test";

export interface DemoSeedResult {
  created: boolean;
  organizationName: string;
}

/**
 * The demo organization with an owner, customers and a stamp card program (made through `app`'s
 * API). Does nothing when the owner already exists.
 */
export async function seedDemo(app: FastifyInstance, db: Db, ledger: LedgerService): Promise<DemoSeedResult> {
  const organizationName = "Demo Café";
  if (await findAccountByEmail(db, DEMO_OWNER_EMAIL)) return { created: false, organizationName };
  const factories = createFactories(db);
  const owner = await factories.user({
    email: DEMO_OWNER_EMAIL,
    password: DEMO_PASSWORD,
    firstName: "Olivia",
    lastName: "Owner",
    role: "admin",
  });
  await factories.organization({ name: organizationName, owner });
  const customer = await factories.user({
    email: DEMO_CUSTOMER_EMAIL,
    password: DEMO_PASSWORD,
    firstName: "Carl",
    lastName: "Customer",
    role: "user",
  });
  await seedDemoLoyalty(app, db, ledger, {
    ownerEmail: DEMO_OWNER_EMAIL,
    ownerPassword: DEMO_PASSWORD,
    ownerId: owner.id,
    customerId: customer.id,
  });
  return { created: true, organizationName };
}

/** True when the database holds no accounts yet: the only case where seeding needs no flag. */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: usersTable.id }).from(usersTable).limit(1);
  return rows.length === 0;
}
