import {
  NOTIFICATIONS_LOOKBACK_DAYS,
  STAFF_UNUSUAL_FACTOR,
  STAFF_UNUSUAL_MIN_POSTINGS,
  STAFF_USUAL_WEEKS,
} from "@stampwise/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";
import { type LocalRange, monthsOf } from "./statistics.calendar";

/**
 * The insights' SQL (DESIGN §3 Insights). Every figure is an aggregate the database computes over
 * the organization's rows in a range (the ledger's `transactions_organization_time_idx`, the
 * rewards' and the deliveries' indexes); no ledger row travels to JavaScript. A range is a pair of
 * local calendar days, inclusive, turned into instants in the organization's time zone here, and a
 * month is the local calendar month (`date_trunc` of the local time).
 */

export type { LocalRange } from "./statistics.calendar";

/** Postings made at the counter or by staff: a customer visit (not a card change or an expiry). */
const VISIT_SOURCES = sql`('qr', 'identity-scan', 'manual')`;

const start = (range: LocalRange, timeZone: string) =>
  sql`(${range.from}::date::timestamp at time zone ${timeZone})`;
const end = (range: LocalRange, timeZone: string) =>
  sql`((${range.to}::date + 1)::timestamp at time zone ${timeZone})`;
/**
 * The instants the range's local months begin at (the range's own start first) and the range's
 * end: `width_bucket(at, bounds)` is then 1 for the first month, 0 before the range and one past
 * the last month after it. Computed once per statement, so no row is converted to local time.
 */
const monthBounds = (
  range: LocalRange,
  timeZone: string,
) => sql`(select array_agg(bound order by bound) from (
    select ${start(range, timeZone)} as bound
    union all
    select month::timestamp at time zone ${timeZone}
    from generate_series(date_trunc('month', ${range.from}::date) + interval '1 month', ${range.to}::date, interval '1 month') month
    union all
    select ${end(range, timeZone)}) bounds)`;

/** The same for each local day of the range. */
const dayBounds = (
  range: LocalRange,
  timeZone: string,
) => sql`(select array_agg(day::timestamp at time zone ${timeZone} order by day)
    from generate_series(${range.from}::date, ${range.to}::date + 1, interval '1 day') day)`;

/** A month bucket's "YYYY-MM" (1 is the range's first month). */
const monthOfBucket = (range: LocalRange) => {
  const months = monthsOf(range);
  return (bucket: number) => months[bucket - 1] ?? "";
};

export type LedgerMonthRow = LedgerMonthFigures & { month: string };
type LedgerMonthFigures = {
  stamps_given: number;
  points_earned: number;
  points_spent: number;
  points_expired: number;
  gift_loaded: number;
  gift_spent: number;
  active_customers: number;
};

export type VisitorTotalsRow = {
  active_customers: number;
  visits: number;
  repeat_customers: number;
  new_customers: number;
};

export type RewardMonthRow = RewardMonthFigures & { month: string };
type RewardMonthFigures = {
  issued: number;
  redeemed: number;
  completed: number;
};

export type CardRow = {
  card_id: string;
  name: string;
  stamps_given: number;
  customers: number;
  issued: number;
  redeemed: number;
  completed: number;
};

export type BalanceMonthRow = {
  /** null: every month before the range, summed. */
  month: string | null;
  points: number;
  gift: number;
};

export type RetentionRow = {
  cohort: string;
  customers: number;
  /** Months after the cohort's month (1 = the next month); null for the cohort's size row. */
  months_after: number | null;
  returned: number;
};

export type StaffRow = {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  stamps_given: number;
  points_given: number;
  postings: number;
};

export function createStatisticsRepository(deps: { db: Db }) {
  const { db } = deps;

  return {
    /** The organization's time zone and its program's points per krona (null without a program). */
    async organization(organizationId: string) {
      const [row] = await queryRows<{ time_zone: string; points_per_krona: string | null }>(
        db,
        sql`
          select o.time_zone, p.points_per_krona
          from organizations o
          left join loyalty_programs p on p.organization_id = o.id
          where o.id = ${organizationId}`,
      );
      if (!row) return undefined;
      const pointsPerKrona = row.points_per_krona === null ? null : Number(row.points_per_krona);
      return { id: organizationId, timeZone: row.time_zone, pointsPerKrona: pointsPerKrona || null };
    },

    /** The ledger's figures per local month of the range (only months with postings). */
    async ledgerMonths(organizationId: string, timeZone: string, range: LocalRange) {
      const inRange = sql`t.organization_id = ${organizationId}
        and t.created_at >= ${start(range, timeZone)} and t.created_at < ${end(range, timeZone)}`;
      const rows = await queryRows<LedgerMonthFigures & { bucket: number }>(
        db,
        sql`
          with sums as (
            select width_bucket(t.created_at, ${monthBounds(range, timeZone)}) as bucket,
              coalesce(sum(t.delta) filter (where t.kind = 'stamps' and t.delta > 0 and t.source <> 'card-change'), 0)::int as stamps_given,
              coalesce(sum(t.delta) filter (where t.kind = 'points' and t.delta > 0), 0)::int as points_earned,
              coalesce(-sum(t.delta) filter (where t.kind = 'points' and t.delta < 0 and t.source <> 'expiry'), 0)::int as points_spent,
              coalesce(-sum(t.delta) filter (where t.kind = 'points' and t.source = 'expiry'), 0)::int as points_expired,
              coalesce(sum(t.delta) filter (where t.kind = 'gift' and t.delta > 0), 0)::int as gift_loaded,
              coalesce(-sum(t.delta) filter (where t.kind = 'gift' and t.delta < 0), 0)::int as gift_spent
            from transactions t
            where ${inRange}
            group by 1
          ),
          -- Distinct customers per month, grouped twice (a hash each) rather than count(distinct).
          visitors as (
            select bucket, count(*)::int as active_customers
            from (
              select distinct width_bucket(t.created_at, ${monthBounds(range, timeZone)}) as bucket, ci.user_id
              from transactions t
              join card_instances ci on ci.id = t.instance_id
              where ${inRange} and t.source in ${VISIT_SOURCES}
            ) visits
            group by bucket
          )
          select sums.*, coalesce(visitors.active_customers, 0) as active_customers
          from sums left join visitors using (bucket)
          order by bucket`,
      );
      const monthOf = monthOfBucket(range);
      return rows.map(({ bucket, ...row }): LedgerMonthRow => ({ ...row, month: monthOf(bucket) }));
    },

    /**
     * Who visited in the range and on how many local days each (a visit is a day with a posting),
     * and who became a customer in it.
     */
    async visitorTotals(
      organizationId: string,
      timeZone: string,
      range: LocalRange,
    ): Promise<VisitorTotalsRow> {
      const [row] = await queryRows<VisitorTotalsRow>(
        db,
        sql`
          with visits as (
            select distinct ci.user_id, width_bucket(t.created_at, ${dayBounds(range, timeZone)}) as day
            from transactions t
            join card_instances ci on ci.id = t.instance_id
            where t.organization_id = ${organizationId}
              and t.created_at >= ${start(range, timeZone)} and t.created_at < ${end(range, timeZone)}
              and t.source in ${VISIT_SOURCES}
          ),
          visitors as (select user_id, count(*) as days from visits group by user_id)
          select
            (select count(*) from visitors)::int as active_customers,
            (select coalesce(sum(days), 0) from visitors)::int as visits,
            (select count(*) from visitors where days >= 2)::int as repeat_customers,
            (select count(*) from organization_customers oc
              where oc.organization_id = ${organizationId}
                and oc.member_since >= ${start(range, timeZone)} and oc.member_since < ${end(range, timeZone)})::int as new_customers`,
      );
      return row ?? { active_customers: 0, visits: 0, repeat_customers: 0, new_customers: 0 };
    },

    /**
     * Stamp-card rewards per local month: issued, redeemed (by when each happened) and completed
     * cards (a card's final reward). Rewards bought with points are the points' figures, not these.
     */
    async rewardMonths(organizationId: string, timeZone: string, range: LocalRange) {
      const from = start(range, timeZone);
      const to = end(range, timeZone);
      const rows = await queryRows<RewardMonthFigures & { bucket: number }>(
        db,
        sql`
          with events as (
            select issued_at as at, 1 as issued, 0 as redeemed, (milestone_id is null)::int as completed
            from rewards
            where organization_id = ${organizationId} and points_reward_id is null
              and issued_at >= ${from} and issued_at < ${to}
            union all
            select redeemed_at, 0, 1, 0
            from rewards
            where organization_id = ${organizationId} and points_reward_id is null
              and redeemed_at >= ${from} and redeemed_at < ${to}
          )
          select width_bucket(at, ${monthBounds(range, timeZone)}) as bucket,
            sum(issued)::int as issued, sum(redeemed)::int as redeemed, sum(completed)::int as completed
          from events
          group by 1
          order by 1`,
      );
      const monthOf = monthOfBucket(range);
      return rows.map(({ bucket, ...row }): RewardMonthRow => ({ ...row, month: monthOf(bucket) }));
    },

    /** Each stamp card's figures in the range, the busiest first. */
    cards(organizationId: string, timeZone: string, range: LocalRange) {
      const from = start(range, timeZone);
      const to = end(range, timeZone);
      return queryRows<CardRow>(
        db,
        sql`
          -- Summed per card held first: only those rows meet the cards (a join per card, not per posting).
          with held as (
            select t.instance_id, sum(t.delta)::int as stamps_given
            from transactions t
            where t.organization_id = ${organizationId} and t.kind = 'stamps' and t.delta > 0
              and t.source <> 'card-change' and t.created_at >= ${from} and t.created_at < ${to}
            group by t.instance_id
          ),
          stamps as (
            select ci.card_id, sum(held.stamps_given)::int as stamps_given, count(distinct ci.user_id)::int as customers
            from held
            join card_instances ci on ci.id = held.instance_id
            group by ci.card_id
          ),
          card_rewards as (
            select ci.card_id,
              count(*) filter (where r.issued_at >= ${from} and r.issued_at < ${to})::int as issued,
              count(*) filter (where r.redeemed_at >= ${from} and r.redeemed_at < ${to})::int as redeemed,
              count(*) filter (where r.milestone_id is null and r.issued_at >= ${from} and r.issued_at < ${to})::int as completed
            from rewards r
            join card_instances ci on ci.id = r.instance_id
            where r.organization_id = ${organizationId} and r.points_reward_id is null
              and ((r.issued_at >= ${from} and r.issued_at < ${to}) or (r.redeemed_at >= ${from} and r.redeemed_at < ${to}))
            group by ci.card_id
          )
          select c.id as card_id, c.name,
            coalesce(s.stamps_given, 0) as stamps_given, coalesce(s.customers, 0) as customers,
            coalesce(cr.issued, 0) as issued, coalesce(cr.redeemed, 0) as redeemed,
            coalesce(cr.completed, 0) as completed
          from loyalty_cards c
          left join stamps s on s.card_id = c.id
          left join card_rewards cr on cr.card_id = c.id
          where c.organization_id = ${organizationId} and c.kind = 'stamp'
            and (c.deleted_at is null or s.card_id is not null or cr.card_id is not null)
          order by stamps_given desc, c.name, c.id`,
      );
    },

    /**
     * Points and gift balances moved per local month, the months before the range summed into one
     * row (month null): the liability at each month's end is a running sum, today's the total.
     */
    async balanceMonths(organizationId: string, timeZone: string, range: LocalRange) {
      const rows = await queryRows<{ bucket: number; points: string | number; gift: string | number }>(
        db,
        sql`
          select width_bucket(t.created_at, ${monthBounds(range, timeZone)}) as bucket,
            coalesce(sum(t.delta) filter (where t.kind = 'points'), 0)::bigint as points,
            coalesce(sum(t.delta) filter (where t.kind = 'gift'), 0)::bigint as gift
          from transactions t
          where t.organization_id = ${organizationId} and t.kind in ('points', 'gift')
          group by 1
          order by 1`,
      );
      const monthOf = monthOfBucket(range);
      // Bucket 0 is before the range; the one past its last month is after it (up to today).
      return rows.map(
        ({ bucket, points, gift }): BalanceMonthRow => ({
          month: bucket === 0 ? null : monthOf(bucket) || "after",
          points: Number(points),
          gift: Number(gift),
        }),
      );
    },

    /**
     * Customers by the local month of their first posting here (within the range), and how many of
     * them visited in each later month of the range.
     */
    async retention(organizationId: string, timeZone: string, range: LocalRange) {
      const from = start(range, timeZone);
      const to = end(range, timeZone);
      const rows = await queryRows<{
        cohort: number;
        customers: number;
        visited: number | null;
        returned: number;
      }>(
        db,
        sql`
          with bounds as (select ${monthBounds(range, timeZone)} as months),
          cohort as (
            select user_id, width_bucket(first_posting_at, (select months from bounds)) as month
            from customer_activity
            where organization_id = ${organizationId} and first_posting_at >= ${from} and first_posting_at < ${to}
          ),
          visit_months as (
            select distinct ci.user_id, width_bucket(t.created_at, (select months from bounds)) as month
            from transactions t
            join card_instances ci on ci.id = t.instance_id
            join cohort on cohort.user_id = ci.user_id
            where t.organization_id = ${organizationId} and t.source in ${VISIT_SOURCES}
              and t.created_at >= ${from} and t.created_at < ${to}
          ),
          sizes as (select month, count(*)::int as customers from cohort group by month)
          select c.month as cohort, s.customers, v.month as visited, count(*)::int as returned
          from cohort c
          join sizes s on s.month = c.month
          join visit_months v on v.user_id = c.user_id and v.month > c.month
          group by c.month, s.customers, v.month
          union all
          select month, customers, null, 0 from sizes
          order by 1, 3 nulls first`,
      );
      const monthOf = monthOfBucket(range);
      return rows.map(
        (row): RetentionRow => ({
          cohort: monthOf(row.cohort),
          customers: row.customers,
          months_after: row.visited === null ? null : row.visited - row.cohort,
          returned: row.returned,
        }),
      );
    },

    /** What each administrator gave in the range (stamps and points they added), the busiest first. */
    staff(organizationId: string, timeZone: string, range: LocalRange) {
      return queryRows<StaffRow>(
        db,
        sql`
          with given as (
            select t.actor_user_id,
              coalesce(sum(t.delta) filter (where t.kind = 'stamps' and t.delta > 0), 0)::int as stamps_given,
              coalesce(sum(t.delta) filter (where t.kind = 'points' and t.delta > 0), 0)::int as points_given,
              count(*)::int as postings
            from transactions t
            where t.organization_id = ${organizationId} and t.source in ${VISIT_SOURCES}
              and t.created_at >= ${start(range, timeZone)} and t.created_at < ${end(range, timeZone)}
            group by t.actor_user_id
          )
          select u.id as user_id, u.first_name, u.last_name, u.email, g.stamps_given, g.points_given, g.postings
          from given g
          join users u on u.id = g.actor_user_id
          order by g.postings desc, u.email`,
      );
    },

    /** Scans the fraud caps refused in the lookback. */
    async blockedScans(organizationId: string) {
      const [row] = await queryRows<{ count: number; last_at: string | null }>(
        db,
        sql`
          select count(*)::int as count, max(created_at) as last_at
          from fraud_events
          where organization_id = ${organizationId}
            and created_at >= now() - make_interval(days => ${NOTIFICATIONS_LOOKBACK_DAYS})`,
      );
      return { count: row?.count ?? 0, lastAt: row?.last_at ? new Date(row.last_at).toISOString() : null };
    },

    /**
     * Administrators whose postings in the last seven days are STAFF_UNUSUAL_FACTOR times their
     * weekly average over the STAFF_USUAL_WEEKS weeks before (and at least the minimum), among
     * those who posted in those weeks.
     */
    unusualStaff(organizationId: string) {
      return queryRows<{
        user_id: string;
        first_name: string;
        last_name: string;
        email: string;
        last_week: number;
        usual_week: number;
      }>(
        db,
        sql`
          with weeks as (
            select t.actor_user_id,
              count(*) filter (where t.created_at >= now() - interval '7 days')::int as last_week,
              (count(*) filter (where t.created_at < now() - interval '7 days'))::float8 / ${STAFF_USUAL_WEEKS} as usual_week
            from transactions t
            where t.organization_id = ${organizationId} and t.source in ${VISIT_SOURCES}
              and t.created_at >= now() - make_interval(days => ${7 * (STAFF_USUAL_WEEKS + 1)})
            group by t.actor_user_id
          )
          select u.id as user_id, u.first_name, u.last_name, u.email, w.last_week, w.usual_week
          from weeks w
          join users u on u.id = w.actor_user_id
          -- Someone new has no usual yet: their first busy week is not a notification.
          where w.usual_week > 0 and w.last_week >= ${STAFF_UNUSUAL_MIN_POSTINGS}
            and w.last_week > ${STAFF_UNUSUAL_FACTOR} * w.usual_week
          order by w.last_week desc, u.email`,
      );
    },

    /**
     * Points that expire in the next local calendar month and how many customers hold them: the
     * lots with points left and an expiry in that month, read only on the cards whose next expiry
     * comes before its end (the expiry index).
     */
    async pointsExpiring(organizationId: string, timeZone: string) {
      const [row] = await queryRows<{ month: string; points: number; customers: number }>(
        db,
        sql`
          with bounds as (
            select (date_trunc('month', now() at time zone ${timeZone}) + interval '1 month') as local_start
          ),
          span as (
            select local_start, (local_start at time zone ${timeZone}) as starts,
              ((local_start + interval '1 month') at time zone ${timeZone}) as ends
            from bounds
          ),
          lots as (
            select ci.user_id, (lot ->> 'remaining')::bigint as remaining
            from card_instances ci
            cross join span
            cross join lateral jsonb_array_elements(ci.points_lots) as lot
            where ci.organization_id = ${organizationId} and ci.deleted_at is null
              and ci.points_next_expiry_at < span.ends
              and (lot ->> 'remaining')::bigint > 0
              and to_timestamp((lot ->> 'expiresAt')::float8 / 1000) >= span.starts
              and to_timestamp((lot ->> 'expiresAt')::float8 / 1000) < span.ends
          )
          select to_char((select local_start from span), 'YYYY-MM') as month,
            coalesce(sum(remaining), 0)::bigint as points, count(distinct user_id)::int as customers
          from lots`,
      );
      return {
        month: row?.month ?? "",
        points: Number(row?.points ?? 0),
        customers: row?.customers ?? 0,
      };
    },

    /** Communications with failed deliveries in the lookback, the most failed first. */
    failedCommunications(organizationId: string) {
      return queryRows<{ id: string; title: string; failed: number }>(
        db,
        sql`
          select c.id, c.title, count(*)::int as failed
          from communications c
          join user_communications uc on uc.communication_id = c.id
          where c.organization_id = ${organizationId} and uc.status = 'failed'
            and uc.created_at >= now() - make_interval(days => ${NOTIFICATIONS_LOOKBACK_DAYS})
          group by c.id, c.title
          order by failed desc, c.title`,
      );
    },
  };
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
