import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseBeforeMigration, databaseBefore } from "../../../test/migration-steps";

describe("migration 0023: the setup checklist", () => {
  let database: DatabaseBeforeMigration;
  // Every migration from the first runs here, not from the suite's migrated snapshot.
  beforeAll(async () => {
    database = await databaseBefore("0023_setup_checklist");
  }, 120_000);
  afterAll(() => database?.close());

  const organization = async (name: string) =>
    String((await database.run(sql`insert into organizations (name) values (${name}) returning id`))[0]?.id);

  it("hides the checklist of organizations that already have customers, and only theirs", async () => {
    const established = await organization("Established café");
    const fresh = await organization("New café");
    const [customer] = await database.run(sql`
      insert into users (email, first_name, last_name, role)
      values (${`c-${Date.now()}@example.test`}, 'Carl', 'Customer', 'user') returning id`);
    await database.run(sql`
      insert into organization_customers (organization_id, user_id) values (${established}, ${customer?.id})`);

    await database.migrateRest();

    const dismissed = await database.run(sql`
      select name, setup_checklist_dismissed_at is not null as dismissed from organizations
      where id in (${established}, ${fresh}) order by name`);
    expect(dismissed).toEqual([
      { name: "Established café", dismissed: true },
      { name: "New café", dismissed: false },
    ]);
  });
});
