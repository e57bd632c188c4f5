import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-app";
import type { Database } from "./client";
import { queryRows } from "./prepared";

/**
 * The two rows every counter scan rewrites (the card's, the customer's in the organization) keep
 * room on their page, so the new version is written in place without a new entry in every index
 * (migration 0040; docs/architecture.md, "Room for in-place updates").
 */
describe("tables a scan rewrites leave room on each page", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it("card_instances and organization_customers fill their pages to 85 %", async () => {
    const rows = await queryRows(
      database.db,
      sql`
      select relname, reloptions from pg_class
      where relname in ('card_instances', 'organization_customers') and relkind = 'r'
      order by relname`,
    );
    expect(rows).toEqual([
      { relname: "card_instances", reloptions: ["fillfactor=85"] },
      { relname: "organization_customers", reloptions: ["fillfactor=85"] },
    ]);
  });

  it("a customer's scan leaves their row on its page, even where the page was filled", async () => {
    const { db } = database;
    const one = async (query: ReturnType<typeof sql>) => (await queryRows(db, query))[0] ?? {};
    const organization = String(
      (await one(sql`insert into organizations (name) values ('Room café') returning id`)).id,
    );
    // Enough customers to fill the first pages as a busy organization's table is filled.
    await db.execute(sql`
      insert into users (email, first_name, last_name, role)
      select 'room-' || n || '@example.test', 'First' || n, 'Last' || n, 'user'
      from generate_series(1, 400) n`);
    await db.execute(sql`
      insert into organization_customers (organization_id, user_id)
      select ${organization}, id from users where email like 'room-%@example.test'`);
    const page = (ctid: unknown) => String(ctid).replace(/^\((\d+),\d+\)$/, "$1");
    const before = await one(sql`
      select user_id, ctid::text as ctid from organization_customers
      where organization_id = ${organization} order by ctid limit 1`);
    await db.execute(sql`update organization_customers set last_scan_at = now()
      where organization_id = ${organization} and user_id = ${before.user_id}`);
    const after = await one(sql`select ctid::text as ctid from organization_customers
      where organization_id = ${organization} and user_id = ${before.user_id}`);
    expect(page(after.ctid)).toBe(page(before.ctid));
  });
});
