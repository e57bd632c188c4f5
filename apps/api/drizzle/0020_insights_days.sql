CREATE TABLE "card_stamp_days" (
	"organization_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stamp_days_from" date NOT NULL,
	"stamp_days" bit varying NOT NULL,
	CONSTRAINT "card_stamp_days_organization_id_card_id_user_id_pk" PRIMARY KEY("organization_id","card_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "customer_visits" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"visit_days_from" date,
	"visit_days" bit varying,
	"visit_months" bit varying,
	CONSTRAINT "customer_visits_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_days" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"gained" bigint DEFAULT 0 NOT NULL,
	"lost" bigint DEFAULT 0 NOT NULL,
	"postings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_days_organization_id_day_card_id_kind_source_actor_user_id_slot_pk" PRIMARY KEY("organization_id","day","card_id","kind","source","actor_user_id","slot")
);
--> statement-breakpoint
CREATE TABLE "reward_days" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"card_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reward_days_organization_id_day_card_id_slot_pk" PRIMARY KEY("organization_id","day","card_id","slot")
);
--> statement-breakpoint
ALTER TABLE "card_stamp_days" ADD CONSTRAINT "card_stamp_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_stamp_days" ADD CONSTRAINT "card_stamp_days_card_id_loyalty_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."loyalty_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_stamp_days" ADD CONSTRAINT "card_stamp_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_visits" ADD CONSTRAINT "customer_visits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_visits" ADD CONSTRAINT "customer_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_days" ADD CONSTRAINT "ledger_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_days" ADD CONSTRAINT "reward_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- Insights' roll-ups (decision 023): the ledger and the rewards counted per local day, each
-- customer's first day and the days and months they visited (and the days they were stamped on
-- each card) as bit strings, kept by triggers whoever writes, so POST /statistics reads days and customers,
-- not a year of postings.

-- A set of local days as a bit string: bit i is the day first + i (first = the earliest day).
CREATE FUNCTION "day_bits_of"(days date[]) RETURNS bit varying LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  first_day date := (SELECT min(listed) FROM unnest(days) listed);
  bits bit varying;
  one_day date;
BEGIN
  IF first_day IS NULL THEN RETURN NULL; END IF;
  bits := repeat('0', (SELECT max(listed) FROM unnest(days) listed) - first_day + 1)::bit varying;
  FOREACH one_day IN ARRAY days LOOP
    bits := set_bit(bits, one_day - first_day, 1);
  END LOOP;
  RETURN bits;
END $$;--> statement-breakpoint

-- Two day sets as one, starting at the earlier of their first days.
CREATE FUNCTION "day_bits_union"(a bit varying, a_from date, b bit varying, b_from date)
  RETURNS bit varying LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  first_day date;
  past_last date;
BEGIN
  IF a IS NULL OR a_from IS NULL THEN RETURN b; END IF;
  IF b IS NULL OR b_from IS NULL THEN RETURN a; END IF;
  first_day := least(a_from, b_from);
  past_last := greatest(a_from + length(a), b_from + length(b));
  RETURN (repeat('0', a_from - first_day)::bit varying || a
      || repeat('0', past_last - a_from - length(a))::bit varying)
    | (repeat('0', b_from - first_day)::bit varying || b
      || repeat('0', past_last - b_from - length(b))::bit varying);
END $$;--> statement-breakpoint

-- How many days of a set fall on from_day .. before_day - 1 (inlined by the planner: one SELECT).
CREATE FUNCTION "day_bits_count"(bits bit varying, bits_from date, from_day date, before_day date)
  RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN bits IS NULL OR before_day <= greatest(from_day, bits_from) THEN 0
    ELSE bit_count(substring(bits FROM greatest(from_day, bits_from) - bits_from + 1
      FOR before_day - greatest(from_day, bits_from)))::integer END
$$;--> statement-breakpoint

-- A local month's place in the month sets: 0 for January 2000, one more per month after it.
CREATE FUNCTION "month_index"(day date) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((extract(year FROM day)::integer - 2000) * 12 + extract(month FROM day)::integer - 1)
$$;--> statement-breakpoint

-- A month set with the months of these days added (lengthened as needed; before 2000 is not kept).
CREATE FUNCTION "month_bits_with"(bits bit varying, days date[]) RETURNS bit varying
  LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result bit varying := coalesce(bits, B'');
  one_day date;
  place integer;
BEGIN
  IF days IS NULL THEN RETURN bits; END IF;
  FOREACH one_day IN ARRAY days LOOP
    place := month_index(one_day);
    CONTINUE WHEN place < 0;
    IF place >= length(result) THEN
      result := result || repeat('0', place - length(result) + 1)::bit varying;
    END IF;
    result := set_bit(result, place, 1);
  END LOOP;
  RETURN nullif(result, B'');
END $$;--> statement-breakpoint

-- What a statement added to the ledger, per local day: the sums (in the writing connection's slot,
-- so connections never wait on one another's row), the customer's first day and visits, and their
-- stamp days on the card. The customer's rows are locked after the posting's own (its instance).
CREATE FUNCTION "transactions_insights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH added AS MATERIALIZED (
    SELECT n.organization_id, n.instance_id, ci.user_id, ci.card_id, n.kind, n.source, n.actor_user_id,
      n.delta, (n.created_at AT TIME ZONE o.time_zone)::date AS day,
      n.source IN ('qr', 'identity-scan', 'manual') AS visit
    FROM new_rows n
    JOIN organizations o ON o.id = n.organization_id
    JOIN card_instances ci ON ci.id = n.instance_id
  ), sums AS (
    INSERT INTO ledger_days AS d
      (organization_id, day, card_id, kind, source, actor_user_id, slot, gained, lost, postings)
    SELECT organization_id, day, card_id, kind, source, actor_user_id, (pg_backend_pid() % 8)::smallint,
      coalesce(sum(delta) FILTER (WHERE delta > 0), 0), coalesce(sum(delta) FILTER (WHERE delta < 0), 0),
      count(*)
    FROM added
    GROUP BY organization_id, day, card_id, kind, source, actor_user_id
    ORDER BY organization_id, day, card_id, kind, source, actor_user_id
    ON CONFLICT (organization_id, day, card_id, kind, source, actor_user_id, slot) DO UPDATE
      SET gained = d.gained + excluded.gained, lost = d.lost + excluded.lost,
        postings = d.postings + excluded.postings
  ), visits AS (
    INSERT INTO customer_visits AS v (organization_id, user_id, first_day, visit_days_from, visit_days, visit_months)
    SELECT organization_id, user_id, min(day), min(day) FILTER (WHERE visit),
      day_bits_of(array_agg(day) FILTER (WHERE visit)), month_bits_with(NULL, array_agg(day) FILTER (WHERE visit))
    FROM added
    GROUP BY organization_id, user_id
    ORDER BY organization_id, user_id
    ON CONFLICT (organization_id, user_id) DO UPDATE
      SET first_day = least(v.first_day, excluded.first_day),
        visit_days_from = least(v.visit_days_from, excluded.visit_days_from),
        visit_days = day_bits_union(v.visit_days, v.visit_days_from, excluded.visit_days, excluded.visit_days_from),
        -- Both month sets start in January 2000: the union is the shorter one lengthened, or-ed.
        visit_months = day_bits_union(v.visit_months, DATE '2000-01-01', excluded.visit_months, DATE '2000-01-01')
  )
  INSERT INTO card_stamp_days AS s (organization_id, card_id, user_id, stamp_days_from, stamp_days)
  SELECT organization_id, card_id, user_id, min(day), day_bits_of(array_agg(day))
  FROM added
  WHERE kind = 'stamps' AND delta > 0 AND source <> 'card-change'
  GROUP BY organization_id, card_id, user_id
  ORDER BY organization_id, card_id, user_id
  ON CONFLICT (organization_id, card_id, user_id) DO UPDATE
    SET stamp_days_from = least(s.stamp_days_from, excluded.stamp_days_from),
      stamp_days = day_bits_union(s.stamp_days, s.stamp_days_from, excluded.stamp_days, excluded.stamp_days_from);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "transactions_insights" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "transactions_insights"();--> statement-breakpoint

-- Stamp-card rewards per local day and card: issued (and completed, a card's final reward) on the
-- day issued, redeemed on the day handed over. A change takes the old row's counts away first, so
-- a reward redeemed later, or one whose milestone was removed, moves where the counts belong.
CREATE FUNCTION "rewards_insights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO reward_days AS d (organization_id, day, card_id, slot, issued, completed, redeemed)
    SELECT organization_id, day, card_id, (pg_backend_pid() % 8)::smallint, sum(issued), sum(completed), sum(redeemed)
    FROM (
      SELECT r.organization_id, (r.issued_at AT TIME ZONE o.time_zone)::date AS day, ci.card_id,
        1 AS issued, (r.milestone_id IS NULL)::int AS completed, 0 AS redeemed
      FROM new_rows r JOIN organizations o ON o.id = r.organization_id JOIN card_instances ci ON ci.id = r.instance_id
      WHERE r.points_reward_id IS NULL
      UNION ALL
      SELECT r.organization_id, (r.redeemed_at AT TIME ZONE o.time_zone)::date, ci.card_id, 0, 0, 1
      FROM new_rows r JOIN organizations o ON o.id = r.organization_id JOIN card_instances ci ON ci.id = r.instance_id
      WHERE r.points_reward_id IS NULL AND r.redeemed_at IS NOT NULL
    ) counted
    GROUP BY organization_id, day, card_id
    ORDER BY organization_id, day, card_id
    ON CONFLICT (organization_id, day, card_id, slot) DO UPDATE
      SET issued = d.issued + excluded.issued, completed = d.completed + excluded.completed,
        redeemed = d.redeemed + excluded.redeemed;
  ELSE
    INSERT INTO reward_days AS d (organization_id, day, card_id, slot, issued, completed, redeemed)
    SELECT organization_id, day, card_id, (pg_backend_pid() % 8)::smallint, sum(issued), sum(completed), sum(redeemed)
    FROM (
      SELECT r.organization_id, (r.issued_at AT TIME ZONE o.time_zone)::date AS day, ci.card_id,
        r.sign AS issued, r.sign * (r.milestone_id IS NULL)::int AS completed, 0 AS redeemed
      FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows) r
      JOIN organizations o ON o.id = r.organization_id JOIN card_instances ci ON ci.id = r.instance_id
      WHERE r.points_reward_id IS NULL
      UNION ALL
      SELECT r.organization_id, (r.redeemed_at AT TIME ZONE o.time_zone)::date, ci.card_id, 0, 0, r.sign
      FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows) r
      JOIN organizations o ON o.id = r.organization_id JOIN card_instances ci ON ci.id = r.instance_id
      WHERE r.points_reward_id IS NULL AND r.redeemed_at IS NOT NULL
    ) counted
    GROUP BY organization_id, day, card_id
    -- An update that moved nothing (most do) writes nothing.
    HAVING sum(issued) <> 0 OR sum(completed) <> 0 OR sum(redeemed) <> 0
    ORDER BY organization_id, day, card_id
    ON CONFLICT (organization_id, day, card_id, slot) DO UPDATE
      SET issued = d.issued + excluded.issued, completed = d.completed + excluded.completed,
        redeemed = d.redeemed + excluded.redeemed;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "rewards_insights_added" AFTER INSERT ON "rewards"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "rewards_insights"();--> statement-breakpoint
CREATE TRIGGER "rewards_insights_changed" AFTER UPDATE ON "rewards"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "rewards_insights"();--> statement-breakpoint

-- Everything above recounted from the ledger and the rewards for one organization: the backfill,
-- and an organization whose time zone changes (its days are other days now). The same definitions
-- as the triggers, over all rows at once.
CREATE FUNCTION "insights_rebuild"(org uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ledger_days WHERE organization_id = org;
  DELETE FROM reward_days WHERE organization_id = org;
  DELETE FROM customer_visits WHERE organization_id = org;
  DELETE FROM card_stamp_days WHERE organization_id = org;

  WITH added AS MATERIALIZED (
    SELECT t.organization_id, t.instance_id, ci.user_id, ci.card_id, t.kind, t.source, t.actor_user_id,
      t.delta, (t.created_at AT TIME ZONE o.time_zone)::date AS day,
      t.source IN ('qr', 'identity-scan', 'manual') AS visit
    FROM transactions t
    JOIN organizations o ON o.id = t.organization_id
    JOIN card_instances ci ON ci.id = t.instance_id
    WHERE t.organization_id = org
  ), sums AS (
    INSERT INTO ledger_days (organization_id, day, card_id, kind, source, actor_user_id, slot, gained, lost, postings)
    SELECT organization_id, day, card_id, kind, source, actor_user_id, 0,
      coalesce(sum(delta) FILTER (WHERE delta > 0), 0), coalesce(sum(delta) FILTER (WHERE delta < 0), 0),
      count(*)
    FROM added
    GROUP BY organization_id, day, card_id, kind, source, actor_user_id
  ), visits AS (
    INSERT INTO customer_visits (organization_id, user_id, first_day, visit_days_from, visit_days, visit_months)
    SELECT organization_id, user_id, min(day), min(day) FILTER (WHERE visit),
      day_bits_of(array_agg(day) FILTER (WHERE visit)), month_bits_with(NULL, array_agg(day) FILTER (WHERE visit))
    FROM added
    GROUP BY organization_id, user_id
  )
  INSERT INTO card_stamp_days (organization_id, card_id, user_id, stamp_days_from, stamp_days)
  SELECT organization_id, card_id, user_id, min(day), day_bits_of(array_agg(day))
  FROM added
  WHERE kind = 'stamps' AND delta > 0 AND source <> 'card-change'
  GROUP BY organization_id, card_id, user_id;

  INSERT INTO reward_days (organization_id, day, card_id, slot, issued, completed, redeemed)
  SELECT organization_id, day, card_id, 0, sum(issued), sum(completed), sum(redeemed)
  FROM (
    SELECT r.organization_id, (r.issued_at AT TIME ZONE o.time_zone)::date AS day, ci.card_id,
      1 AS issued, (r.milestone_id IS NULL)::int AS completed, 0 AS redeemed
    FROM rewards r JOIN organizations o ON o.id = r.organization_id JOIN card_instances ci ON ci.id = r.instance_id
    WHERE r.organization_id = org AND r.points_reward_id IS NULL
    UNION ALL
    SELECT r.organization_id, (r.redeemed_at AT TIME ZONE o.time_zone)::date, ci.card_id, 0, 0, 1
    FROM rewards r JOIN organizations o ON o.id = r.organization_id JOIN card_instances ci ON ci.id = r.instance_id
    WHERE r.organization_id = org AND r.points_reward_id IS NULL AND r.redeemed_at IS NOT NULL
  ) counted
  GROUP BY organization_id, day, card_id;
END $$;--> statement-breakpoint

CREATE FUNCTION "organizations_rebuild_insights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_rebuild(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "organizations_rebuild_insights" AFTER UPDATE OF "time_zone" ON "organizations"
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION "organizations_rebuild_insights"();--> statement-breakpoint

DO $$
DECLARE
  org uuid;
BEGIN
  FOR org IN SELECT id FROM organizations LOOP
    PERFORM insights_rebuild(org);
  END LOOP;
END $$;
