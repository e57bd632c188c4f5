DROP INDEX "card_instances_card_user_live_idx";--> statement-breakpoint
ALTER TABLE "card_instances" ADD COLUMN "gift_code" text;--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD COLUMN "initial_balance" integer;--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD COLUMN "currency" text;--> statement-breakpoint
CREATE UNIQUE INDEX "card_instances_gift_code_idx" ON "card_instances" USING btree ("organization_id","gift_code") WHERE "card_instances"."gift_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "card_instances_card_user_live_idx" ON "card_instances" USING btree ("card_id","user_id") WHERE "card_instances"."deleted_at" is null and "card_instances"."gift_code" is null;