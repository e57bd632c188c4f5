import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseBeforeMigration, databaseBefore } from "../../../test/migration-steps";

describe("migration 0021: level names unique per organization whatever their case", () => {
  let database: DatabaseBeforeMigration;
  // Every migration from the first runs here, not from the suite's migrated snapshot.
  beforeAll(async () => {
    database = await databaseBefore("0021_level_names_unique");
  }, 120_000);
  afterAll(() => database?.close());

  /** An organization with a program whose levels have these names and required points. */
  async function organizationWithLevels(levels: [string, number][]) {
    const [organization] = await database.run(
      sql`insert into organizations (name) values ('Café') returning id`,
    );
    const [card] = await database.run(sql`
      insert into loyalty_cards (organization_id, kind, name, description)
      values (${organization?.id}, 'points', 'Points', '') returning id`);
    const [program] = await database.run(sql`
      insert into loyalty_programs (organization_id, name, points_name, points_expires_months,
        description_title, description_content, active, points_per_krona, points_per_visit, points_card_id)
      values (${organization?.id}, 'Beans', 'bean', 12, 'T', 'C', true, 1, 0, ${card?.id}) returning id`);
    for (const [name, requiredPoints] of levels) {
      await database.run(sql`
        insert into loyalty_levels (organization_id, program_id, name, required_points)
        values (${organization?.id}, ${program?.id}, ${name}, ${requiredPoints})`);
    }
    return String(organization?.id);
  }

  const namesOf = async (organizationId: string) =>
    (
      await database.run(
        sql`select name from loyalty_levels where organization_id = ${organizationId} order by required_points`,
      )
    ).map((row) => row.name);

  it("keeps every level, renames the repeats by their required points, and then refuses a repeat", async () => {
    const repeating = await organizationWithLevels([
      ["Gold", 1500],
      [" gold ", 3000],
      ["GOLD", 4000],
      ["Silver", 500],
    ]);
    const other = await organizationWithLevels([["gold", 100]]);

    await database.migrateRest();

    expect(await namesOf(repeating)).toEqual(["Silver", "Gold", "gold (3000)", "GOLD (4000)"]);
    expect(await namesOf(other)).toEqual(["gold"]);
    await expect(
      database.run(sql`
        insert into loyalty_levels (organization_id, program_id, name, required_points)
        select organization_id, program_id, 'gOLd', 9000 from loyalty_levels
        where organization_id = ${repeating} limit 1`),
    ).rejects.toThrow();
  });
});
