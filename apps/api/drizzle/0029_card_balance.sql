-- card_instances.stamps held every kind's balance (stamps, points, a gift card's minor units): it is
-- renamed for what it holds. A rename keeps every row; the trigger's WHEN clause follows the column
-- by itself, but the function body names it as text, so it is written again (0024's, with the name).
ALTER TABLE "card_instances" RENAME COLUMN "stamps" TO "balance";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "card_instances_sync_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      old_stamps := OLD.balance;
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
            AND gift.gift_code IS NOT NULL AND t.kind = 'gift' AND t.delta < 0 AND t.source <> 'adjustment') END
      WHERE organization_id = OLD.organization_id AND user_id = OLD.user_id;
    IF TG_OP = 'DELETE' THEN RETURN NULL; END IF;
    old_stamps := 0;
    old_live := false;
  END IF;
  new_live := NEW.deleted_at IS NULL AND NEW.gift_code IS NULL;
  IF NEW.deleted_at IS NULL AND (SELECT kind FROM loyalty_cards WHERE id = NEW.card_id) = 'stamp' THEN
    new_stamps := NEW.balance;
  END IF;
  is_points := NEW.gift_code IS NULL
    AND NEW.card_id = (SELECT points_card_id FROM loyalty_programs WHERE organization_id = NEW.organization_id);
  INSERT INTO customer_activity AS f (organization_id, user_id, stamps, card_stamps, points_qualifying,
      points_qualifying_until, gift_spent)
    VALUES (NEW.organization_id, NEW.user_id, new_stamps,
      CASE WHEN new_live THEN jsonb_build_object(NEW.card_id::text, NEW.balance) ELSE '{}'::jsonb END,
      CASE WHEN new_live AND is_points THEN NEW.points_qualifying ELSE 0 END,
      CASE WHEN new_live AND is_points THEN NEW.points_qualifying_until END,
      CASE WHEN moved AND NEW.gift_code IS NOT NULL THEN (SELECT coalesce(sum(-t.delta), 0) FROM transactions t
        WHERE t.instance_id = NEW.id AND t.kind = 'gift' AND t.delta < 0 AND t.source <> 'adjustment') ELSE 0 END)
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
END $$;
