ALTER TABLE "card_instances" ADD COLUMN "points_qualifying" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_instances" ADD COLUMN "points_qualifying_until" timestamp with time zone;--> statement-breakpoint
-- What the ledger now stores with each points write, computed from the lots as they stand (the
-- same rule as qualifyingStanding): points of lots not yet expired, and the next such expiry.
UPDATE "card_instances" "ci" SET "points_qualifying" = "q"."points", "points_qualifying_until" = "q"."until"
FROM (
  SELECT "c"."id",
    coalesce(sum("lot"."amount") FILTER (WHERE "lot"."expiresAt" > "n"."ms"), 0)::bigint AS "points",
    to_timestamp(min("lot"."expiresAt") FILTER (WHERE "lot"."expiresAt" > "n"."ms") / 1000.0) AS "until"
  FROM "card_instances" "c"
    CROSS JOIN (SELECT (extract(epoch FROM now()) * 1000)::bigint AS "ms") "n"
    CROSS JOIN LATERAL jsonb_to_recordset("c"."points_lots") AS "lot"("amount" bigint, "expiresAt" bigint)
  GROUP BY "c"."id"
) "q"
WHERE "ci"."id" = "q"."id";
