CREATE TABLE "wallet_pass_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"wallet" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"wallet" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"push_due_at" timestamp with time zone,
	"last_pushed_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_registrations" (
	"pass_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_registrations_pass_id_device_id_pk" PRIMARY KEY("pass_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "wallet_pass_events" ADD CONSTRAINT "wallet_pass_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_instance_id_card_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."card_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_registrations" ADD CONSTRAINT "wallet_registrations_pass_id_wallet_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."wallet_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_pass_events_organization_idx" ON "wallet_pass_events" USING btree ("organization_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_passes_instance_wallet_idx" ON "wallet_passes" USING btree ("instance_id","wallet");--> statement-breakpoint
CREATE INDEX "wallet_passes_push_due_idx" ON "wallet_passes" USING btree ("push_due_at") WHERE "wallet_passes"."push_due_at" is not null;--> statement-breakpoint
CREATE INDEX "wallet_passes_user_idx" ON "wallet_passes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wallet_registrations_device_idx" ON "wallet_registrations" USING btree ("device_id");--> statement-breakpoint
-- A wallet pass follows its card (decision 044): whatever the pass shows (the balance, the cycle,
-- a points card's level, the card ending) moves its version and time, which changes its barcode's
-- token and what devices are told is new, and marks it due for a push. One index probe per card
-- write; a card without a pass finds no row. The push job clears push_due_at.
CREATE FUNCTION "wallet_passes_follow_card"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance OR NEW.cycle IS DISTINCT FROM OLD.cycle
     OR NEW.points_qualifying IS DISTINCT FROM OLD.points_qualifying
     OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at THEN
    UPDATE wallet_passes
      SET version = version + 1, updated_at = now(), push_due_at = coalesce(push_due_at, now()),
          ended_at = CASE WHEN NEW.deleted_at IS NULL THEN NULL ELSE coalesce(ended_at, now()) END
      WHERE instance_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "wallet_passes_follow_card" AFTER UPDATE ON "card_instances"
  FOR EACH ROW EXECUTE FUNCTION "wallet_passes_follow_card"();--> statement-breakpoint
-- A reward handed over changes what the pass shows (rewards ready) without a balance change.
CREATE FUNCTION "wallet_passes_follow_reward"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    UPDATE wallet_passes
      SET version = version + 1, updated_at = now(), push_due_at = coalesce(push_due_at, now())
      WHERE instance_id = NEW.instance_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "wallet_passes_follow_reward" AFTER UPDATE ON "rewards"
  FOR EACH ROW EXECUTE FUNCTION "wallet_passes_follow_reward"();
