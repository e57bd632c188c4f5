ALTER TABLE "customer_activity" ALTER COLUMN "first_posting_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_activity" ADD COLUMN "last_name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_activity" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "customer_activity" ADD COLUMN "stamps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_activity" ADD COLUMN "card_stamps" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_activity" ADD COLUMN "points_qualifying" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_activity" ADD COLUMN "points_qualifying_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_activity" ADD COLUMN "gift_spent" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_activity_last_name_idx" ON "customer_activity" USING btree ("organization_id","last_name_key","user_id");--> statement-breakpoint
-- Hand-written (decision 022): customer_activity becomes one row per customer with every figure a
-- targeting rule reads, kept by the triggers below whoever writes. Each trigger changes the row by
-- what the write adds or takes away (never by re-reading the customer's cards), so two writes for
-- one customer at once both count: the second waits for the first's row lock and adds to its result.

-- A new row takes the person's sort key and birth date, whoever inserts it.
CREATE FUNCTION "customer_activity_copy_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(lower(u.last_name), ''), u.birth_date INTO NEW.last_name_key, NEW.birth_date
    FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "customer_activity_copy_user" BEFORE INSERT ON "customer_activity"
  FOR EACH ROW EXECUTE FUNCTION "customer_activity_copy_user"();--> statement-breakpoint

-- Every customer has a row from the moment they become one, so targeting scans this table alone.
CREATE FUNCTION "organization_customers_add_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_activity (organization_id, user_id) VALUES (NEW.organization_id, NEW.user_id)
    ON CONFLICT (organization_id, user_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "organization_customers_add_activity" AFTER INSERT ON "organization_customers"
  FOR EACH ROW EXECUTE FUNCTION "organization_customers_add_activity"();--> statement-breakpoint

-- A person who changes their last name or birth date changes in every organization's rows.
CREATE FUNCTION "users_sync_customer_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_activity SET last_name_key = coalesce(lower(NEW.last_name), ''), birth_date = NEW.birth_date
    WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_sync_customer_activity" AFTER UPDATE OF "last_name", "birth_date" ON "users"
  FOR EACH ROW WHEN (OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.birth_date IS DISTINCT FROM NEW.birth_date)
  EXECUTE FUNCTION "users_sync_customer_activity"();--> statement-breakpoint

-- What a card instance gives its customer's row: its stamps (a live stamp card), its entry in
-- card_stamps (a live card that is not a gift card) and the qualifying points (a live instance of
-- the program's points card). An instance that moves to another customer or card, or is deleted,
-- takes what it gave from the old row first.
CREATE FUNCTION "card_instances_sync_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      old_stamps := OLD.stamps;
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
            AND gift.gift_code IS NOT NULL AND t.kind = 'gift' AND t.delta < 0) END
      WHERE organization_id = OLD.organization_id AND user_id = OLD.user_id;
    IF TG_OP = 'DELETE' THEN RETURN NULL; END IF;
    old_stamps := 0;
    old_live := false;
  END IF;
  new_live := NEW.deleted_at IS NULL AND NEW.gift_code IS NULL;
  IF NEW.deleted_at IS NULL AND (SELECT kind FROM loyalty_cards WHERE id = NEW.card_id) = 'stamp' THEN
    new_stamps := NEW.stamps;
  END IF;
  is_points := NEW.gift_code IS NULL
    AND NEW.card_id = (SELECT points_card_id FROM loyalty_programs WHERE organization_id = NEW.organization_id);
  INSERT INTO customer_activity AS f (organization_id, user_id, stamps, card_stamps, points_qualifying,
      points_qualifying_until, gift_spent)
    VALUES (NEW.organization_id, NEW.user_id, new_stamps,
      CASE WHEN new_live THEN jsonb_build_object(NEW.card_id::text, NEW.stamps) ELSE '{}'::jsonb END,
      CASE WHEN new_live AND is_points THEN NEW.points_qualifying ELSE 0 END,
      CASE WHEN new_live AND is_points THEN NEW.points_qualifying_until END,
      CASE WHEN moved AND NEW.gift_code IS NOT NULL THEN (SELECT coalesce(sum(-t.delta), 0) FROM transactions t
        WHERE t.instance_id = NEW.id AND t.kind = 'gift' AND t.delta < 0) ELSE 0 END)
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
END $$;--> statement-breakpoint
CREATE TRIGGER "card_instances_sync_activity_added" AFTER INSERT OR DELETE ON "card_instances"
  FOR EACH ROW EXECUTE FUNCTION "card_instances_sync_activity"();--> statement-breakpoint
CREATE TRIGGER "card_instances_sync_activity_changed" AFTER UPDATE ON "card_instances"
  FOR EACH ROW WHEN (OLD.stamps IS DISTINCT FROM NEW.stamps OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.points_qualifying IS DISTINCT FROM NEW.points_qualifying
    OR OLD.points_qualifying_until IS DISTINCT FROM NEW.points_qualifying_until
    OR OLD.organization_id IS DISTINCT FROM NEW.organization_id OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.card_id IS DISTINCT FROM NEW.card_id OR OLD.gift_code IS DISTINCT FROM NEW.gift_code)
  EXECUTE FUNCTION "card_instances_sync_activity"();--> statement-breakpoint

-- Money spent from a gift card counts for the customer who holds it.
CREATE FUNCTION "transactions_sync_gift_spent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_activity f SET gift_spent = f.gift_spent - NEW.delta
    FROM card_instances gift
    WHERE gift.id = NEW.instance_id AND gift.gift_code IS NOT NULL
      AND f.organization_id = gift.organization_id AND f.user_id = gift.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "transactions_sync_gift_spent" AFTER INSERT ON "transactions"
  FOR EACH ROW WHEN (NEW.kind = 'gift' AND NEW.delta < 0)
  EXECUTE FUNCTION "transactions_sync_gift_spent"();--> statement-breakpoint

-- Backfill: a row for every customer, then each figure from the cards and the ledger as they stand.
INSERT INTO "customer_activity" ("organization_id", "user_id")
SELECT "organization_id", "user_id" FROM "organization_customers"
ON CONFLICT ("organization_id", "user_id") DO NOTHING;--> statement-breakpoint
UPDATE "customer_activity" f SET "last_name_key" = coalesce(lower(u."last_name"), ''), "birth_date" = u."birth_date"
FROM "users" u WHERE u."id" = f."user_id";--> statement-breakpoint
UPDATE "customer_activity" f SET "stamps" = c."stamps", "card_stamps" = c."card_stamps",
  "points_qualifying" = c."points_qualifying", "points_qualifying_until" = c."points_qualifying_until"
FROM (
  SELECT ci."organization_id", ci."user_id",
    coalesce(sum(ci."stamps") FILTER (WHERE lc."kind" = 'stamp'), 0)::int AS "stamps",
    coalesce(jsonb_object_agg(ci."card_id"::text, ci."stamps") FILTER (WHERE ci."gift_code" IS NULL), '{}'::jsonb) AS "card_stamps",
    coalesce(max(ci."points_qualifying") FILTER (WHERE ci."gift_code" IS NULL AND ci."card_id" = lp."points_card_id"), 0) AS "points_qualifying",
    max(ci."points_qualifying_until") FILTER (WHERE ci."gift_code" IS NULL AND ci."card_id" = lp."points_card_id") AS "points_qualifying_until"
  FROM "card_instances" ci
    JOIN "loyalty_cards" lc ON lc."id" = ci."card_id"
    LEFT JOIN "loyalty_programs" lp ON lp."organization_id" = ci."organization_id"
  WHERE ci."deleted_at" IS NULL
  GROUP BY ci."organization_id", ci."user_id"
) c
WHERE f."organization_id" = c."organization_id" AND f."user_id" = c."user_id";--> statement-breakpoint
UPDATE "customer_activity" f SET "gift_spent" = s."spent"
FROM (
  SELECT gift."organization_id", gift."user_id", sum(-t."delta") AS "spent"
  FROM "card_instances" gift JOIN "transactions" t ON t."instance_id" = gift."id"
  WHERE gift."gift_code" IS NOT NULL AND t."kind" = 'gift' AND t."delta" < 0
  GROUP BY gift."organization_id", gift."user_id"
) s
WHERE f."organization_id" = s."organization_id" AND f."user_id" = s."user_id";
