CREATE TABLE "points_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"name" text NOT NULL,
	"points_cost" integer NOT NULL,
	"active" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "card_instances" ADD COLUMN "points_lots" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "card_instances" ADD COLUMN "points_next_expiry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "points_reward_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "points_card_id" uuid;--> statement-breakpoint
-- Every existing program gets its points card (one program per organization, so the organization pairs them).
WITH "made" AS (
  INSERT INTO "loyalty_cards" ("organization_id", "kind", "name", "description")
  SELECT "organization_id", 'points', "name", "description_title" FROM "loyalty_programs"
  RETURNING "id", "organization_id"
)
UPDATE "loyalty_programs" AS p SET "points_card_id" = "made"."id"
FROM "made" WHERE "made"."organization_id" = p."organization_id";--> statement-breakpoint
ALTER TABLE "loyalty_programs" ALTER COLUMN "points_card_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "points_rewards" ADD CONSTRAINT "points_rewards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_rewards" ADD CONSTRAINT "points_rewards_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_rewards_organization_idx" ON "points_rewards" USING btree ("organization_id","points_cost");--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_points_reward_id_points_rewards_id_fk" FOREIGN KEY ("points_reward_id") REFERENCES "public"."points_rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_points_card_id_loyalty_cards_id_fk" FOREIGN KEY ("points_card_id") REFERENCES "public"."loyalty_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_instances_points_expiry_idx" ON "card_instances" USING btree ("points_next_expiry_at") WHERE "card_instances"."points_next_expiry_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_programs_points_card_key" ON "loyalty_programs" USING btree ("points_card_id");