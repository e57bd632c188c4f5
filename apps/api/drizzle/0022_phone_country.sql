ALTER TABLE "invitations" ALTER COLUMN "phone_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "country" text;