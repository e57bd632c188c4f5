CREATE TABLE "communication_reach" (
	"communication_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"reach" jsonb NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communication_send_windows" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"used" integer NOT NULL,
	"last_granted" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "communication_reach" ADD CONSTRAINT "communication_reach_communication_id_communications_id_fk" FOREIGN KEY ("communication_id") REFERENCES "public"."communications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_reach" ADD CONSTRAINT "communication_reach_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_send_windows" ADD CONSTRAINT "communication_send_windows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;