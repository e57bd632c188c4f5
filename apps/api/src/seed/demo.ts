import type { Db } from "../db/client";
import { createUsersRepository } from "../modules/users/users.repository";
import { users as usersTable } from "../modules/users/users.table";
import { createFactories } from "./factories";

export const DEMO_PASSWORD = "stampwise-demo";
export const DEMO_OWNER_EMAIL = "owner@demo.test";
export const DEMO_CUSTOMER_EMAIL = "customer@demo.test";

export interface DemoSeedResult {
  created: boolean;
  organizationName: string;
}

/** The demo organization with an owner and a customer. Does nothing when they already exist. */
export async function seedDemo(db: Db): Promise<DemoSeedResult> {
  const organizationName = "Demo Café";
  const users = createUsersRepository({ db });
  if (await users.findByEmail(DEMO_OWNER_EMAIL)) return { created: false, organizationName };
  const factories = createFactories(db);
  const owner = await factories.user({
    email: DEMO_OWNER_EMAIL,
    password: DEMO_PASSWORD,
    firstName: "Olivia",
    lastName: "Owner",
    role: "admin",
  });
  await factories.organization({ name: organizationName, owner });
  await factories.user({
    email: DEMO_CUSTOMER_EMAIL,
    password: DEMO_PASSWORD,
    firstName: "Carl",
    lastName: "Customer",
    role: "user",
  });
  return { created: true, organizationName };
}

/** True when the database holds no accounts yet: the only case where seeding needs no flag. */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: usersTable.id }).from(usersTable).limit(1);
  return rows.length === 0;
}
