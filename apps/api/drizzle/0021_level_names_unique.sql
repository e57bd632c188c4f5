-- Level names become unique per organization, whatever their case. Names kept surrounding spaces
-- only if written past the API; they are trimmed first. A name that repeats one already there
-- (in another case) gets its required points added, "gold (1500)": required points are unique per
-- organization, so the new names cannot clash with each other, and the owner sees which level it is.
UPDATE "loyalty_levels" SET "name" = btrim("name") WHERE "name" <> btrim("name");--> statement-breakpoint
UPDATE "loyalty_levels" AS l SET "name" = left(l."name", 45) || ' (' || l."required_points" || ')'
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "organization_id", lower("name") ORDER BY "required_points", "created_at", "id"
  ) AS "position"
  FROM "loyalty_levels"
) AS repeated
WHERE repeated."id" = l."id" AND repeated."position" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_levels_organization_name_key" ON "loyalty_levels" USING btree ("organization_id",lower("name"));
