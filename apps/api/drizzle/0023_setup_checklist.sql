ALTER TABLE "organizations" ADD COLUMN "setup_checklist_dismissed_at" timestamp with time zone;--> statement-breakpoint
-- The checklist is for new organizations: one that already has customers is past its first
-- steps, and would otherwise find a list of them on its dashboard the day this ships.
UPDATE "organizations" SET "setup_checklist_dismissed_at" = now()
WHERE EXISTS (SELECT 1 FROM "organization_customers" c WHERE c."organization_id" = "organizations"."id");
