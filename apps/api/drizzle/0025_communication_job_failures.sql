ALTER TABLE "communications" ADD COLUMN "job_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "failed_at" timestamp with time zone;