ALTER TABLE "card_instances" ADD COLUMN "cycle_rewarded_milestones" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "card_instances" ADD COLUMN "recent_scans" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_customers" ADD COLUMN "last_scan_at" timestamp with time zone;--> statement-breakpoint
-- Backfill from the ledger, so existing cards keep their rewarded milestones and scan history.
UPDATE "card_instances" AS ci SET "cycle_rewarded_milestones" = r.ids
FROM (
  SELECT r."instance_id", array_agg(r."milestone_id") AS ids
  FROM "rewards" r JOIN "card_instances" i ON i."id" = r."instance_id" AND i."cycle" = r."cycle"
  WHERE r."milestone_id" IS NOT NULL
  GROUP BY r."instance_id"
) AS r
WHERE ci."id" = r."instance_id";--> statement-breakpoint
UPDATE "card_instances" AS ci SET "recent_scans" = s.scans
FROM (
  SELECT t."instance_id",
    jsonb_agg(jsonb_build_object('at', extract(epoch from t."created_at"), 'stamps', t."delta") ORDER BY t."created_at") AS scans
  FROM "transactions" t
  WHERE t."source" IN ('qr', 'identity-scan') AND t."delta" > 0 AND t."created_at" > now() - interval '1 hour'
  GROUP BY t."instance_id"
) AS s
WHERE ci."id" = s."instance_id";--> statement-breakpoint
UPDATE "organization_customers" AS oc SET "last_scan_at" = s.last_scan
FROM (
  SELECT i."organization_id", i."user_id", max(t."created_at") AS last_scan
  FROM "transactions" t JOIN "card_instances" i ON i."id" = t."instance_id"
  WHERE t."source" IN ('qr', 'identity-scan') AND t."delta" > 0
  GROUP BY i."organization_id", i."user_id"
) AS s
WHERE oc."organization_id" = s."organization_id" AND oc."user_id" = s."user_id";
