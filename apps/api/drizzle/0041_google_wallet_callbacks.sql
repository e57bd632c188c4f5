-- Google Wallet's save and delete callbacks count in insights as Apple's registrations do. Google
-- may deliver a callback twice; its nonce, kept with the event it recorded, makes the second a no-op.
ALTER TABLE "wallet_pass_events" ADD COLUMN "google_nonce" text;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_pass_events_google_nonce_idx" ON "wallet_pass_events" USING btree ("google_nonce") WHERE "wallet_pass_events"."google_nonce" is not null;
