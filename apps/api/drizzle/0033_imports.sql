CREATE TABLE "customer_import_rows" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"line" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"balances" jsonb NOT NULL,
	CONSTRAINT "customer_import_rows_import_id_position_pk" PRIMARY KEY("import_id","position")
);
--> statement-breakpoint
CREATE TABLE "customer_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"started_by" uuid NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"send_invitations" boolean NOT NULL,
	"total_rows" integer NOT NULL,
	"done_rows" integer DEFAULT 0 NOT NULL,
	"created_people" integer DEFAULT 0 NOT NULL,
	"updated_customers" integer DEFAULT 0 NOT NULL,
	"skipped_rows" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_import_rows" ADD CONSTRAINT "customer_import_rows_import_id_customer_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."customer_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_imports_organization_idx" ON "customer_imports" USING btree ("organization_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_imports_one_running" ON "customer_imports" USING btree ("organization_id") WHERE "customer_imports"."status" = 'running';--> statement-breakpoint

-- A balance brought by an import (source 'import') is no stamp given on a day: the card's stamp
-- days, which the insights count customers stamping with, leave it out, as the sums' readers do.
CREATE OR REPLACE FUNCTION "transactions_insights"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  WHERE kind = 'stamps' AND delta > 0 AND source NOT IN ('card-change', 'import')
  GROUP BY organization_id, card_id, user_id
  ORDER BY organization_id, card_id, user_id
  ON CONFLICT (organization_id, card_id, user_id) DO UPDATE
    SET stamp_days_from = least(s.stamp_days_from, excluded.stamp_days_from),
      stamp_days = day_bits_union(s.stamp_days, s.stamp_days_from, excluded.stamp_days, excluded.stamp_days_from);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insights_rebuild"(org uuid) RETURNS void LANGUAGE plpgsql AS $$
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
  WHERE kind = 'stamps' AND delta > 0 AND source NOT IN ('card-change', 'import')
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
END $$;
