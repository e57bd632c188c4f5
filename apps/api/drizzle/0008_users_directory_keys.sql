DROP INDEX "users_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "users_first_name_sort_idx";--> statement-breakpoint
DROP INDEX "users_last_name_sort_idx";--> statement-breakpoint
DROP INDEX "users_phone_number_idx";--> statement-breakpoint
ALTER TABLE "organization_customers" ADD COLUMN "first_name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_customers" ADD COLUMN "last_name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_customers" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_customers" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "organization_customers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "organization_customers_first_name_idx" ON "organization_customers" USING btree ("organization_id","first_name_key","user_id");--> statement-breakpoint
CREATE INDEX "organization_customers_last_name_idx" ON "organization_customers" USING btree ("organization_id","last_name_key","user_id");--> statement-breakpoint
CREATE INDEX "organization_customers_email_idx" ON "organization_customers" USING btree ("organization_id","email","user_id");--> statement-breakpoint
CREATE INDEX "organization_customers_phone_idx" ON "organization_customers" USING btree ("organization_id","phone_number","user_id");--> statement-breakpoint
CREATE INDEX "organization_customers_search_idx" ON "organization_customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_number_idx" ON "users" USING btree ("phone_number");--> statement-breakpoint
-- Hand-written: organization_customers carries copies of the person's sort keys and search text
-- (see users-directory.table.ts). A row gets them when it is inserted, whoever inserts it.
CREATE FUNCTION "organization_customers_copy_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(u.first_name), lower(u.last_name), u.email, u.phone_number, u.search_text
    INTO NEW.first_name_key, NEW.last_name_key, NEW.email, NEW.phone_number, NEW.search_text
    FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "organization_customers_copy_user" BEFORE INSERT ON "organization_customers"
  FOR EACH ROW EXECUTE FUNCTION "organization_customers_copy_user"();--> statement-breakpoint
-- Hand-written: a person who changes their name, email or phone changes in every organization's list.
CREATE FUNCTION "users_sync_organization_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE organization_customers
    SET first_name_key = lower(NEW.first_name), last_name_key = lower(NEW.last_name),
        email = NEW.email, phone_number = NEW.phone_number, search_text = NEW.search_text
    WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_sync_organization_customers" AFTER UPDATE OF "first_name", "last_name", "email", "phone_number" ON "users"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION "users_sync_organization_customers"();--> statement-breakpoint
-- Hand-written backfill of the copies for customers that exist already.
UPDATE "organization_customers" oc
  SET first_name_key = lower(u.first_name), last_name_key = lower(u.last_name),
      email = u.email, phone_number = u.phone_number, search_text = u.search_text
  FROM "users" u WHERE u.id = oc.user_id;
