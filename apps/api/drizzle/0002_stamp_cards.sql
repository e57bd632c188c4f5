CREATE TABLE "card_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"title_type" text NOT NULL,
	"title_color" text NOT NULL,
	"title_image_url" text,
	"subtitle" text NOT NULL,
	"subtitle_color" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"background_type" text NOT NULL,
	"pattern" text,
	"background_image_url" text,
	"stamp_icon_type" text NOT NULL,
	"icon" text NOT NULL,
	"custom_icon_url" text,
	"stamp_color" text NOT NULL,
	"stamp_color_type" text NOT NULL,
	"stamp_background_color" text NOT NULL,
	"stamp_background_color_type" text NOT NULL,
	"logo_url" text,
	"font" text NOT NULL,
	"spacing" text NOT NULL,
	"stamp_size" integer NOT NULL,
	"animations_enabled" boolean NOT NULL,
	"show_progress_bar" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_templates_card_id_unique" UNIQUE("card_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"stamps_required" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reward_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"reward_name" text NOT NULL,
	"reward_description" text NOT NULL,
	"reward_type" text NOT NULL,
	"milestone_type" text NOT NULL,
	"stamps_needed" integer NOT NULL,
	"requirement" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_templates" ADD CONSTRAINT "card_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_templates" ADD CONSTRAINT "card_templates_card_id_loyalty_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."loyalty_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD CONSTRAINT "loyalty_cards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_milestones" ADD CONSTRAINT "reward_milestones_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_milestones" ADD CONSTRAINT "reward_milestones_card_id_loyalty_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."loyalty_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_cards_organization_idx" ON "loyalty_cards" USING btree ("organization_id","kind");--> statement-breakpoint
CREATE INDEX "reward_milestones_card_idx" ON "reward_milestones" USING btree ("card_id");