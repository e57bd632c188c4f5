CREATE TABLE "heavy_request_slots" (
	"organization_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"holder" uuid,
	"held_until" timestamp with time zone DEFAULT '-infinity' NOT NULL,
	CONSTRAINT "heavy_request_slots_organization_id_slot_pk" PRIMARY KEY("organization_id","slot")
);
--> statement-breakpoint
ALTER TABLE "heavy_request_slots" ADD CONSTRAINT "heavy_request_slots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;