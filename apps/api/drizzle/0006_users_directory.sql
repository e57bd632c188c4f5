-- Hand-written: the trigram operator class of users_search_trgm_idx (PGlite loads pg_trgm too, see db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "organization_customers" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"member_since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_customers_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reached_users" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reached_by" uuid NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reached_users_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "recent_searches" (
	"organization_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"query" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_searches_organization_id_admin_id_query_pk" PRIMARY KEY("organization_id","admin_id","query")
);
--> statement-breakpoint
CREATE TABLE "recent_users" (
	"organization_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_users_organization_id_admin_id_user_id_pk" PRIMARY KEY("organization_id","admin_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "organization_customers" ADD CONSTRAINT "organization_customers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_customers" ADD CONSTRAINT "organization_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reached_users" ADD CONSTRAINT "reached_users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reached_users" ADD CONSTRAINT "reached_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reached_users" ADD CONSTRAINT "reached_users_reached_by_users_id_fk" FOREIGN KEY ("reached_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_users" ADD CONSTRAINT "recent_users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_users" ADD CONSTRAINT "recent_users_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_users" ADD CONSTRAINT "recent_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_customers_member_since_idx" ON "organization_customers" USING btree ("organization_id","member_since","user_id");--> statement-breakpoint
CREATE INDEX "organization_customers_user_idx" ON "organization_customers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recent_searches_admin_idx" ON "recent_searches" USING btree ("organization_id","admin_id","searched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recent_users_admin_idx" ON "recent_users" USING btree ("organization_id","admin_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("phone_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_number_idx" ON "users" USING btree ("phone_number","id");--> statement-breakpoint
CREATE INDEX "users_first_name_sort_idx" ON "users" USING btree (lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "users_last_name_sort_idx" ON "users" USING btree (lower("last_name"),"id");--> statement-breakpoint
-- Hand-written backfill: everybody who ever held a card (removed ones too) is a customer since their first card.
INSERT INTO "organization_customers" ("organization_id", "user_id", "member_since")
SELECT "organization_id", "user_id", min("created_at") FROM "card_instances" GROUP BY "organization_id", "user_id"
ON CONFLICT DO NOTHING;
