CREATE TABLE "customer_activity" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"first_posting_at" timestamp with time zone NOT NULL,
	"last_visit_at" timestamp with time zone,
	CONSTRAINT "customer_activity_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "customer_activity" ADD CONSTRAINT "customer_activity_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_activity" ADD CONSTRAINT "customer_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_activity_last_visit_idx" ON "customer_activity" USING btree ("organization_id","last_visit_at");--> statement-breakpoint
-- Existing postings: each customer's first posting and last visit, from the ledger.
INSERT INTO "customer_activity" ("organization_id", "user_id", "first_posting_at", "last_visit_at")
SELECT t."organization_id", ci."user_id", min(t."created_at"),
  max(t."created_at") FILTER (WHERE t."source" IN ('qr', 'identity-scan', 'manual'))
FROM "transactions" t JOIN "card_instances" ci ON ci."id" = t."instance_id"
GROUP BY t."organization_id", ci."user_id";
