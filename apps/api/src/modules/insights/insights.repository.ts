import {
  NOTIFICATIONS_LOOKBACK_DAYS,
  STAFF_UNUSUAL_FACTOR,
  STAFF_UNUSUAL_MIN_POSTINGS,
  STAFF_USUAL_WEEKS,
} from "@stampwise/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";
import { type LocalRange, type MonthSpan, monthIndex, monthSpans } from "./insights.calendar";
import { exactFigure, exactFigures } from "./insights.figures";

/**
 * The insights' SQL (decisions 020 and 023). Every figure is an aggregate the
 * database computes; no ledger row travels to JavaScript. The sums come from the ledger's and the
 * rewards' roll-ups per local day (`ledger_days`, `reward_days`), the distinct customers from the
 * day sets kept for each customer (`customer_visits`) and each customer's card (`card_stamp_days`),
 * all kept by triggers as the ledger is written (migration 0020).
 * A range is a pair of local calendar days, inclusive; a month is the local calendar month.
 * Every sum and count is a `bigint` in SQL and read by `exactFigure` (statistics.figures.ts): a
 * 32-bit cast overflowed at 2^31 (21 million kronor of gift money in öre, or 2.1 billion points).
 */

export type { LocalRange } from "./insights.calendar";

const VISIT_SOURCES = sql`('qr', 'identity-scan', 'manual')`;

/** The instant the range's first local day begins at (for what is stored as an instant). */
const start = (range: LocalRange, timeZone: string) =>
  sql`(${range.from}::date::timestamp at time zone ${timeZone})`;
const from = (range: LocalRange) => sql`${range.from}::date`;
/** The day after the range's last: day sets are counted on [from, before). */
const before = (range: LocalRange) => sql`(${range.to}::date + 1)`;
/** The instant the day after the range's last begins at. */
const end = (range: LocalRange, timeZone: string) =>
  sql`((${range.to}::date + 1)::timestamp at time zone ${timeZone})`;

/**
 * The customers whose visits span a day of the range (their day set reaches into it): the only
 * ones it can count. Reads `customer_visits` as `v`.
 */
const visitedAround = (range: LocalRange) =>
  sql`v.visit_days_from < ${before(range)} and v.visit_days_from + length(v.visit_days) > ${from(range)}`;

/**
 * The days the range's months begin at within it, and the day after it: `width_bucket(day, …)` is
 * then 1 for the range's first month, 0 before the range and one past its last month after it.
 */
const monthStarts = (spans: MonthSpan[]) =>
  sql`array[${sql.join(
    [...spans.map((span) => span.firstDay), spans.at(-1)?.beforeDay ?? ""].map((day) => sql`${day}::date`),
    sql`, `,
  )}]`;

/** A local day's month, "YYYY-MM". */
const monthOf = (day: SQL) => sql`to_char(${day}, 'YYYY-MM')`;

export type LedgerMonthRow = {
  month: string;
  stamps_given: number;
  points_earned: number;
  points_spent: number;
  points_expired: number;
  gift_loaded: number;
  gift_spent: number;
};

/**
 * Customers by cohort (the month of their first posting: 1 for the range's first month, 0 before
 * the range, one past its last month after it) and a month of the range they visited in
 * (`month_index`, 1 for the first); `month_index` null counts the cohort's size.
 */
export type VisitorMonthRow = { cohort: number; month_index: number | null; customers: number };

export type VisitorTotalsRow = {
  active_customers: number;
  visits: number;
  repeat_customers: number;
  new_customers: number;
};

export type RewardMonthRow = {
  month: string;
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
  /** null: every month before the range, summed; "after": the days after it. */
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

/** The organization's time zone and what its program says a point is worth (null: nothing). */
export async function findStatisticsOrganization(db: Db, organizationId: string) {
  const [row] = await queryRows<{ time_zone: string; point_value_kronor: string | number | null }>(
    db,
    sql`
      select o.time_zone, p.point_value_kronor
      from organizations o
      left join loyalty_programs p on p.organization_id = o.id
      where o.id = ${organizationId}`,
  );
  if (!row) return undefined;
  return { id: organizationId, timeZone: row.time_zone, pointValueKronor: row.point_value_kronor };
}

/** The ledger's sums per local month of the range (only months with postings). */
export async function ledgerMonths(
  db: Db,
  organizationId: string,
  range: LocalRange,
): Promise<LedgerMonthRow[]> {
  const rows = await queryRows<Record<keyof LedgerMonthRow, unknown> & { month: string }>(
    db,
    sql`
      select ${monthOf(sql`d.day`)} as month,
        coalesce(sum(d.gained) filter (where d.kind = 'stamps' and d.source not in ('card-change', 'import')), 0)::bigint as stamps_given,
        coalesce(sum(d.gained) filter (where d.kind = 'points' and d.source not in ('adjustment', 'import')), 0)::bigint as points_earned,
        coalesce(-sum(d.lost) filter (where d.kind = 'points' and d.source not in ('expiry', 'adjustment', 'import')), 0)::bigint as points_spent,
        coalesce(-sum(d.gained + d.lost) filter (where d.kind = 'points' and d.source = 'expiry'), 0)::bigint as points_expired,
        coalesce(sum(d.gained) filter (where d.kind = 'gift' and d.source not in ('adjustment', 'import')), 0)::bigint as gift_loaded,
        coalesce(-sum(d.lost) filter (where d.kind = 'gift' and d.source not in ('adjustment', 'import')), 0)::bigint as gift_spent
      from ledger_days d
      where d.organization_id = ${organizationId} and d.day >= ${from(range)} and d.day < ${before(range)}
      group by 1
      order by 1`,
  );
  return rows.map((row) =>
    exactFigures(row, [
      "stamps_given",
      "points_earned",
      "points_spent",
      "points_expired",
      "gift_loaded",
      "gift_spent",
    ]),
  );
}

/**
 * For each range: who visited and on how many local days each (a visit is a day with a posting;
 * a repeat customer visited on two days or more), and who became a customer in it. One pass
 * over the customers for all the ranges (the overview asks for its range and the one before).
 */
export async function visitorTotals(
  db: Db,
  organizationId: string,
  timeZone: string,
  ranges: LocalRange[],
): Promise<VisitorTotalsRow[]> {
  // The customers who visited in any of the ranges: from the earliest start to the latest end.
  const spanned = {
    from: ranges.map((range) => range.from).reduce((a, b) => (a < b ? a : b)),
    to: ranges.map((range) => range.to).reduce((a, b) => (a > b ? a : b)),
  };
  const figures = ranges.map((range, index) => {
    const days = sql.raw(`days_${index}`);
    return {
      days: sql`day_bits_count(v.visit_days, v.visit_days_from, ${from(range)}, ${before(range)}) as ${days}`,
      totals: sql`json_build_object(
        'active_customers', count(*) filter (where ${days} > 0),
        'visits', coalesce(sum(${days}), 0),
        'repeat_customers', count(*) filter (where ${days} >= 2),
        'new_customers', (select count(*) from organization_customers oc
          where oc.organization_id = ${organizationId}
            and oc.member_since >= ${start(range, timeZone)} and oc.member_since < ${end(range, timeZone)})
          + (select count(*) from former_customers f
          where f.organization_id = ${organizationId}
            and f.member_since >= ${start(range, timeZone)} and f.member_since < ${end(range, timeZone)}))`,
    };
  });
  const [row] = await queryRows<{ totals: VisitorTotalsRow[] | string }>(
    db,
    sql`
      select json_build_array(${sql.join(
        figures.map((figure) => figure.totals),
        sql`, `,
      )}) as totals
      from (
        select ${sql.join(
          figures.map((figure) => figure.days),
          sql`, `,
        )}
        from customer_visits v
        where v.organization_id = ${organizationId} and ${visitedAround(spanned)}
      ) visitors`,
  );
  const totals = (typeof row?.totals === "string" ? JSON.parse(row.totals) : row?.totals) as Record<
    keyof VisitorTotalsRow,
    unknown
  >[];
  return totals.map((figures) =>
    exactFigures(figures, ["active_customers", "visits", "repeat_customers", "new_customers"]),
  );
}

/**
 * Stamp-card rewards per local month: issued, redeemed (by when each happened) and completed
 * cards (a card's final reward). Rewards bought with points are the points' figures, not these.
 */
export async function rewardMonths(
  db: Db,
  organizationId: string,
  range: LocalRange,
): Promise<RewardMonthRow[]> {
  const rows = await queryRows<Record<keyof RewardMonthRow, unknown> & { month: string }>(
    db,
    sql`
      select ${monthOf(sql`r.day`)} as month, sum(r.issued)::bigint as issued,
        sum(r.redeemed)::bigint as redeemed, sum(r.completed)::bigint as completed
      from reward_days r
      where r.organization_id = ${organizationId} and r.day >= ${from(range)} and r.day < ${before(range)}
      group by 1
      having sum(r.issued) <> 0 or sum(r.redeemed) <> 0 or sum(r.completed) <> 0
      order by 1`,
  );
  return rows.map((row) => exactFigures(row, ["issued", "redeemed", "completed"]));
}

/** Each stamp card's figures in the range, the busiest first. */
export async function stampCardFigures(
  db: Db,
  organizationId: string,
  range: LocalRange,
): Promise<CardRow[]> {
  const inRange = (table: SQL) =>
    sql`${table}.organization_id = ${organizationId} and ${table}.day >= ${from(range)} and ${table}.day < ${before(range)}`;
  const rows = await queryRows<Record<keyof CardRow, unknown> & { card_id: string; name: string }>(
    db,
    sql`
      with stamps as (
        select d.card_id, sum(d.gained)::bigint as stamps_given
        from ledger_days d
        where ${inRange(sql`d`)} and d.kind = 'stamps' and d.source not in ('card-change', 'import')
        group by d.card_id
      ),
      -- One row per customer and card: each customer once, whichever instance they held.
      stamped as (
        select s.card_id, count(*)::bigint as customers
        from card_stamp_days s
        where s.organization_id = ${organizationId} and s.stamp_days_from < ${before(range)}
          and day_bits_count(s.stamp_days, s.stamp_days_from, ${from(range)}, ${before(range)}) > 0
        group by s.card_id
      ),
      card_rewards as (
        select r.card_id, sum(r.issued)::bigint as issued, sum(r.redeemed)::bigint as redeemed,
          sum(r.completed)::bigint as completed
        from reward_days r
        where ${inRange(sql`r`)}
        group by r.card_id
        having sum(r.issued) <> 0 or sum(r.redeemed) <> 0 or sum(r.completed) <> 0
      )
      select c.id as card_id, c.name,
        coalesce(s.stamps_given, 0) as stamps_given, coalesce(st.customers, 0) as customers,
        coalesce(cr.issued, 0) as issued, coalesce(cr.redeemed, 0) as redeemed,
        coalesce(cr.completed, 0) as completed
      from loyalty_cards c
      left join stamps s on s.card_id = c.id
      left join stamped st on st.card_id = c.id
      left join card_rewards cr on cr.card_id = c.id
      where c.organization_id = ${organizationId} and c.kind = 'stamp'
        and (c.deleted_at is null or s.card_id is not null or cr.card_id is not null)
      order by stamps_given desc, c.name, c.id`,
  );
  return rows.map((row) =>
    exactFigures(row, ["stamps_given", "customers", "issued", "redeemed", "completed"]),
  );
}

/**
 * Points and gift balances moved per local month, the months before the range summed into one
 * row (month null) and the days after it into another ("after"): the liability at each month's
 * end is a running sum, today's the total.
 */
export async function balanceMonths(db: Db, organizationId: string, range: LocalRange) {
  const rows = await queryRows<{ month: string | null; points: string | number; gift: string | number }>(
    db,
    sql`
      select case when d.day < ${from(range)} then null when d.day >= ${before(range)} then 'after'
          else ${monthOf(sql`d.day`)} end as month,
        coalesce(sum(d.gained + d.lost) filter (where d.kind = 'points'), 0)::bigint as points,
        coalesce(sum(d.gained + d.lost) filter (where d.kind = 'gift'), 0)::bigint as gift
      from ledger_days d
      where d.organization_id = ${organizationId} and d.kind in ('points', 'gift')
      group by 1
      order by 1 nulls first`,
  );
  return rows.map(
    ({ month, points, gift }): BalanceMonthRow => ({
      month,
      points: exactFigure(points),
      gift: exactFigure(gift),
    }),
  );
}

/**
 * The customers who posted or visited in the range, by cohort (the month of their first
 * posting: 0 before the range) and the months of the range they visited in, then counted per cohort and month: the
 * active customers per month and the retention cohorts both come from these rows. A whole
 * month is a bit of the customer's month set (one substring per customer for every month); a
 * month the range takes only part of counts the customer's days in that part.
 */
export async function visitorMonths(
  db: Db,
  organizationId: string,
  range: LocalRange,
): Promise<VisitorMonthRow[]> {
  const spans = monthSpans(range);
  // Month sets begin in January 2000; a range that starts before it reads one lengthened at its
  // front, so each month keeps its place.
  const before2000 = Math.max(0, -monthIndex(range.from));
  const monthSet = before2000
    ? sql`(${"0".repeat(before2000)}::bit varying || v.visit_months)`
    : sql`v.visit_months`;
  const firstMonth = monthIndex(range.from) + before2000;
  const partial = spans.flatMap((span, index) =>
    span.whole ? [] : [{ span, column: sql.raw(`visited_${index}`), index }],
  );
  const partialVisits = partial.map(
    ({ span, column }) =>
      sql`, day_bits_count(v.visit_days, v.visit_days_from, ${span.firstDay}::date, ${span.beforeDay}::date) > 0 as ${column}`,
  );
  const monthBit = sql`(g.months >> (${spans.length}::int - m.index)) & 1 = 1`;
  const visitedInMonth = partial.length
    ? sql`case ${sql.join(
        partial.map(({ column, index }) => sql`when m.index = ${index + 1}::int then g.${column}`),
        sql` `,
      )} else ${monthBit} end`
    : monthBit;
  const rows = await queryRows<Omit<VisitorMonthRow, "customers"> & { customers: unknown }>(
    db,
    sql`
      with grouped as (
        select width_bucket(v.first_day, ${monthStarts(spans)}) as cohort,
          -- The range's months of the customer's month set as an integer (the first month the
          -- highest bit), so rows group by a hash.
          substring(${monthSet} from ${firstMonth + 1}::int
            for ${spans.length}::int)::bit(${sql.raw(String(spans.length))})::int as months
          ${sql.join(partialVisits, sql``)},
          count(*)::bigint as customers
        from customer_visits v
        where v.organization_id = ${organizationId}
          and ((${visitedAround(range)}) or (v.first_day >= ${from(range)} and v.first_day < ${before(range)}))
        group by ${sql.join(
          [sql`1`, sql`2`, ...partial.map((_, index) => sql.raw(String(index + 3)))],
          sql`, `,
        )}
      )
      select g.cohort, m.index as month_index, sum(g.customers)::bigint as customers
      from grouped g
      cross join generate_series(1, ${spans.length}::int) m(index)
      where ${visitedInMonth}
      group by g.cohort, m.index
      union all
      select g.cohort, null, sum(g.customers)::bigint
      from grouped g
      where g.cohort between 1 and ${spans.length}::int
      group by g.cohort`,
  );
  return rows.map((row) => exactFigures(row, ["customers"]));
}

/** What each administrator gave in the range (stamps and points they added), the busiest first. */
export async function staffFigures(db: Db, organizationId: string, range: LocalRange): Promise<StaffRow[]> {
  const rows = await queryRows<
    Record<keyof StaffRow, unknown> & Pick<StaffRow, "user_id" | "first_name" | "last_name" | "email">
  >(
    db,
    sql`
      with given as (
        select d.actor_user_id,
          coalesce(sum(d.gained) filter (where d.kind = 'stamps'), 0)::bigint as stamps_given,
          coalesce(sum(d.gained) filter (where d.kind = 'points'), 0)::bigint as points_given,
          sum(d.postings)::bigint as postings
        from ledger_days d
        where d.organization_id = ${organizationId} and d.source in ${VISIT_SOURCES}
          and d.day >= ${from(range)} and d.day < ${before(range)}
        group by d.actor_user_id
      )
      select u.id as user_id, u.first_name, u.last_name,
        -- An erased person's stand-in has a made-up address; it is shown as no one's.
        case when u.erased_at is null then u.email else '' end as email, g.stamps_given, g.points_given, g.postings
      from given g
      join users u on u.id = g.actor_user_id
      order by g.postings desc, u.email`,
  );
  return rows.map((row) => exactFigures(row, ["stamps_given", "points_given", "postings"]));
}

/** Scans the scan caps refused in the lookback. */
export async function blockedScans(db: Db, organizationId: string) {
  const [row] = await queryRows<{ count: unknown; last_at: string | null }>(
    db,
    sql`
      select count(*)::bigint as count, max(created_at) as last_at
      from fraud_events
      where organization_id = ${organizationId}
        and created_at >= now() - make_interval(days => ${NOTIFICATIONS_LOOKBACK_DAYS})`,
  );
  return {
    count: exactFigure(row?.count),
    lastAt: row?.last_at ? new Date(row.last_at).toISOString() : null,
  };
}

/**
 * Administrators whose postings in the last seven local days (today and the six before) are
 * STAFF_UNUSUAL_FACTOR times their weekly average over the STAFF_USUAL_WEEKS weeks before (and
 * at least the minimum), among those who posted in those weeks.
 */
export async function unusualStaff(db: Db, organizationId: string, timeZone: string) {
  const rows = await queryRows<{
    user_id: string;
    first_name: string;
    last_name: string;
    email: string;
    last_week: unknown;
    usual_week: number;
  }>(
    db,
    sql`
      with today as (select (now() at time zone ${timeZone})::date as day),
      weeks as (
        select d.actor_user_id,
          coalesce(sum(d.postings) filter (where d.day > today.day - 7), 0)::bigint as last_week,
          coalesce(sum(d.postings) filter (where d.day <= today.day - 7), 0)::float8 / ${STAFF_USUAL_WEEKS} as usual_week
        from ledger_days d
        cross join today
        where d.organization_id = ${organizationId} and d.source in ${VISIT_SOURCES}
          and d.day > today.day - ${7 * (STAFF_USUAL_WEEKS + 1)}::int and d.day <= today.day
        group by d.actor_user_id
      )
      select u.id as user_id, u.first_name, u.last_name,
        -- An erased person's stand-in has a made-up address; it is shown as no one's.
        case when u.erased_at is null then u.email else '' end as email, w.last_week, w.usual_week
      from weeks w
      join users u on u.id = w.actor_user_id
      -- Someone new has no usual yet: their first busy week is not a notification.
      where w.usual_week > 0 and w.last_week >= ${STAFF_UNUSUAL_MIN_POSTINGS}
        and w.last_week > ${STAFF_UNUSUAL_FACTOR} * w.usual_week
      order by w.last_week desc, u.email`,
  );
  return rows.map((row) => exactFigures(row, ["last_week"]));
}

/**
 * Points that expire in the next local calendar month and how many customers hold them: the
 * lots with points left and an expiry in that month, read only on the cards whose next expiry
 * comes before its end (the expiry index).
 */
export async function pointsExpiring(db: Db, organizationId: string, timeZone: string) {
  const [row] = await queryRows<{ month: string; points: unknown; customers: unknown }>(
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
        coalesce(sum(remaining), 0)::bigint as points, count(distinct user_id)::bigint as customers
      from lots`,
  );
  return {
    month: row?.month ?? "",
    points: exactFigure(row?.points),
    customers: exactFigure(row?.customers),
  };
}

/** Communications with failed deliveries in the lookback, the most failed first. */
export async function failedCommunications(db: Db, organizationId: string) {
  const rows = await queryRows<{ id: string; title: string; failed: unknown }>(
    db,
    sql`
      select c.id, c.title, count(*)::bigint as failed
      from communications c
      join user_communications uc on uc.communication_id = c.id
      where c.organization_id = ${organizationId} and uc.status = 'failed'
        and uc.created_at >= now() - make_interval(days => ${NOTIFICATIONS_LOOKBACK_DAYS})
      group by c.id, c.title
      order by failed desc, c.title`,
  );
  return rows.map((row) => exactFigures(row, ["failed"]));
}
