CREATE TABLE "account_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"organization_id" uuid,
	"requested_by" uuid,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erased_customers" (
	"deletion_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"anonymous_id" uuid NOT NULL,
	CONSTRAINT "erased_customers_deletion_id_organization_id_pk" PRIMARY KEY("deletion_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "former_customers" (
	"organization_id" uuid NOT NULL,
	"member_since" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_exports" DROP CONSTRAINT "data_exports_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "data_exports" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erased_customers" ADD CONSTRAINT "erased_customers_deletion_id_account_deletions_id_fk" FOREIGN KEY ("deletion_id") REFERENCES "public"."account_deletions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erased_customers" ADD CONSTRAINT "erased_customers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "former_customers" ADD CONSTRAINT "former_customers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_scheduled_idx" ON "account_deletions" USING btree ("user_id") WHERE "account_deletions"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("due_at") WHERE "account_deletions"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "account_deletions_organization_idx" ON "account_deletions" USING btree ("organization_id","requested_at") WHERE "account_deletions"."organization_id" is not null;--> statement-breakpoint
CREATE INDEX "erased_customers_organization_idx" ON "erased_customers" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "former_customers_member_since_idx" ON "former_customers" USING btree ("organization_id","member_since");--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_communications_user_idx" ON "user_communications" USING btree ("user_id","organization_id");--> statement-breakpoint
-- A customer who leaves (or is erased) still counted as a new customer in the period they joined:
-- the row that goes from organization_customers leaves its member_since behind in
-- former_customers, with nothing that says who it was. Not while the organization itself is being
-- deleted (its rows go with it).
CREATE OR REPLACE FUNCTION "organization_customers_remove_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_activity WHERE organization_id = OLD.organization_id AND user_id = OLD.user_id;
  INSERT INTO former_customers (organization_id, member_since)
    SELECT OLD.organization_id, OLD.member_since
    WHERE EXISTS (SELECT 1 FROM organizations WHERE id = OLD.organization_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The targeting facts follow a card to its holder, except to an erased person's stand-in.
CREATE OR REPLACE FUNCTION "card_instances_sync_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_stamps integer := 0;
  new_stamps integer := 0;
  old_live boolean := false;
  new_live boolean := false;
  is_points boolean := false;
  moved boolean;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_live := OLD.deleted_at IS NULL AND OLD.gift_code IS NULL;
    IF OLD.deleted_at IS NULL AND (SELECT kind FROM loyalty_cards WHERE id = OLD.card_id) = 'stamp' THEN
      old_stamps := OLD.balance;
    END IF;
  END IF;
  moved := TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.organization_id, OLD.user_id, OLD.card_id)
    IS DISTINCT FROM (NEW.organization_id, NEW.user_id, NEW.card_id));
  IF moved THEN
    is_points := OLD.card_id = (SELECT points_card_id FROM loyalty_programs WHERE organization_id = OLD.organization_id);
    UPDATE customer_activity SET stamps = stamps - old_stamps,
        card_stamps = CASE WHEN old_live THEN card_stamps - OLD.card_id::text ELSE card_stamps END,
        points_qualifying = CASE WHEN old_live AND is_points THEN 0 ELSE points_qualifying END,
        points_qualifying_until = CASE WHEN old_live AND is_points THEN NULL ELSE points_qualifying_until END,
        -- A gift card's spending follows it; recounted from what is left (a cascade may have taken its rows).
        gift_spent = CASE WHEN OLD.gift_code IS NULL THEN gift_spent ELSE (
          SELECT coalesce(sum(-t.delta), 0) FROM card_instances gift JOIN transactions t ON t.instance_id = gift.id
          WHERE gift.organization_id = OLD.organization_id AND gift.user_id = OLD.user_id AND gift.id <> OLD.id
            AND gift.gift_code IS NOT NULL AND t.kind = 'gift' AND t.delta < 0 AND t.source <> 'adjustment') END
      WHERE organization_id = OLD.organization_id AND user_id = OLD.user_id;
    IF TG_OP = 'DELETE' THEN RETURN NULL; END IF;
    old_stamps := 0;
    old_live := false;
  END IF;
  new_live := NEW.deleted_at IS NULL AND NEW.gift_code IS NULL;
  IF NEW.deleted_at IS NULL AND (SELECT kind FROM loyalty_cards WHERE id = NEW.card_id) = 'stamp' THEN
    new_stamps := NEW.balance;
  END IF;
  is_points := NEW.gift_code IS NULL
    AND NEW.card_id = (SELECT points_card_id FROM loyalty_programs WHERE organization_id = NEW.organization_id);
  -- An erased person's anonymous stand-in is no customer: targeting never sees it (its cards
  -- still post, as a points expiry does).
  IF EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND erased_at IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  INSERT INTO customer_activity AS f (organization_id, user_id, stamps, card_stamps, points_qualifying,
      points_qualifying_until, gift_spent)
    VALUES (NEW.organization_id, NEW.user_id, new_stamps,
      CASE WHEN new_live THEN jsonb_build_object(NEW.card_id::text, NEW.balance) ELSE '{}'::jsonb END,
      CASE WHEN new_live AND is_points THEN NEW.points_qualifying ELSE 0 END,
      CASE WHEN new_live AND is_points THEN NEW.points_qualifying_until END,
      CASE WHEN moved AND NEW.gift_code IS NOT NULL THEN (SELECT coalesce(sum(-t.delta), 0) FROM transactions t
        WHERE t.instance_id = NEW.id AND t.kind = 'gift' AND t.delta < 0 AND t.source <> 'adjustment') ELSE 0 END)
    ON CONFLICT (organization_id, user_id) DO UPDATE SET
      stamps = f.stamps + new_stamps - old_stamps,
      card_stamps = CASE WHEN new_live THEN f.card_stamps || excluded.card_stamps
        WHEN old_live THEN f.card_stamps - NEW.card_id::text ELSE f.card_stamps END,
      points_qualifying = CASE WHEN is_points AND (new_live OR old_live) THEN excluded.points_qualifying
        ELSE f.points_qualifying END,
      points_qualifying_until = CASE WHEN is_points AND (new_live OR old_live) THEN excluded.points_qualifying_until
        ELSE f.points_qualifying_until END,
      gift_spent = f.gift_spent + excluded.gift_spent;
  RETURN NULL;
END $$;
