import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseBefore } from "../../test/migration-steps";
import { apiPackageRoot } from "../lib/package-root";

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

const journal = JSON.parse(
  readFileSync(path.join(apiPackageRoot, "drizzle", "meta", "_journal.json"), "utf8"),
) as { entries: JournalEntry[] };

/**
 * Drizzle's migrator applies, on a database that has some migrations, only those whose `when` is
 * later than the newest one it applied: a migration made on a machine whose clock was behind an
 * earlier one's would be skipped on every upgraded database, while fresh ones get it. The
 * journal's times must rise with the migrations' order.
 */
describe("the migrations' journal", () => {
  it("numbers the migrations in order, each made later than the one before", () => {
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, "0"))).toBe(true);
      const before = journal.entries[index - 1];
      if (before)
        expect(entry.when, `${entry.tag} is dated before ${before.tag}`).toBeGreaterThan(before.when);
    });
  });

  it("upgrades a database of the last release through every later migration", async () => {
    const database = await databaseBefore("0030_signed_webhooks");
    try {
      await database.migrateRest();
      const [tables] = await database.run(sql`select
        to_regclass('public.api_keys') is not null as api_keys,
        to_regclass('public.webhook_endpoints') is not null as webhook_endpoints,
        to_regclass('public.customer_imports') is not null as customer_imports`);
      expect(tables).toEqual({ api_keys: true, webhook_endpoints: true, customer_imports: true });
    } finally {
      await database.close();
    }
  }, 120_000);
});
