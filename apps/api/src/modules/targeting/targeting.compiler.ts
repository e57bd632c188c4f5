import { DEFAULT_TIME_ZONE, type TargetCondition, type TargetRules } from "@stampwise/contract";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loyaltyLevels, loyaltyPrograms } from "../loyalty-program/loyalty-program.table";
import { organizations } from "../organizations/organizations.table";

/** A visit: a posting from the counter (not a card change, not an expiry). */
export const VISIT_SOURCES = ["qr", "identity-scan", "manual"] as const;

export interface TargetLevel {
  id: string;
  name: string;
  requiredPoints: number;
}

/** What compiling needs to know of the organization, read once before the one query. */
export interface TargetContext {
  organizationId: string;
  /** IANA time zone: a rule's date is a calendar day there, starting at its local midnight. */
  timeZone: string;
  /** The loyalty program's points card, whose lots decide levels; null without a program. */
  pointsCardId: string | null;
  /** The program's levels, lowest first. */
  levels: TargetLevel[];
}

export async function loadTargetContext(db: Db, organizationId: string): Promise<TargetContext> {
  const [organization] = await db
    .select({ timeZone: organizations.timeZone, pointsCardId: loyaltyPrograms.pointsCardId })
    .from(organizations)
    .leftJoin(loyaltyPrograms, eq(loyaltyPrograms.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  const levels = await db
    .select({ id: loyaltyLevels.id, name: loyaltyLevels.name, requiredPoints: loyaltyLevels.requiredPoints })
    .from(loyaltyLevels)
    .where(eq(loyaltyLevels.organizationId, organizationId))
    .orderBy(asc(loyaltyLevels.requiredPoints));
  return {
    organizationId,
    timeZone: organization?.timeZone ?? DEFAULT_TIME_ZONE,
    pointsCardId: organization?.pointsCardId ?? null,
    levels,
  };
}

/**
 * Targeting rules as ONE parameterised SELECT of `user_id` over the organization's customers
 * (decision 018): used by the preview count, instant snapshots and continuous
 * matching alike, embedded as a subquery. Every value travels as a parameter.
 *
 * Meaning of each rule:
 * - every group must hold; within a group `all` is AND and `any` is OR; no groups: everyone;
 * - a date is a calendar day in the organization's time zone, starting at its local midnight;
 * - `effectiveDate`: before that day starts the condition is not in force (it holds for everyone);
 * - activity: `firstTransaction` is the customer's first ledger posting here, `lastVisit` their
 *   latest posting from the counter (customer_activity). before D: earlier than D's start; after
 *   D: from D's start on; withinDays N: at or after now − N days; notWithinDays N: earlier, or
 *   never. Without postings only notWithinDays matches;
 * - stampCard: holds a live instance of one of the cards with stamps within [min, max]; with a
 *   from-date the stamps collected on it since that day count instead of the current stamps;
 * - loyaltyLevel: the current level is one of those chosen. The level is the highest whose
 *   required points are at most the qualifying points — earned, not expired, spent or not (the
 *   product's rule, `levelProgress`); with a from-date only points earned since that day count;
 * - legacy fields: age (full years from the birth date, today in the organization's time zone; no
 *   birth date never matches), loyaltyLevel (the current level's name: equals and contains ignore
 *   case, greaterThan/lessThan mean a level above/below the named one), totalSpent (gift card money
 *   spent, minor units), lastVisit (whole days since the last visit; never visited never
 *   matches), stamps (current stamps over the customer's live stamp cards).
 */
export function compileTargetQuery(
  rules: TargetRules,
  context: TargetContext,
  options: { now: Date; userIds?: string[] },
): SQL {
  const { select, fromWhere } = compileTargetParts(rules, context, options);
  return sql`select ${select} ${fromWhere}`;
}

/**
 * The compiled rules as `from … where …` over `customer_activity facts` (and, apart, the
 * organization's rows and the rules' condition, to count both in one scan), which holds one row per
 * customer with the figures rules read (activity, stamps per card and in all, gift spending,
 * qualifying points, birth date: decision 022), for a caller that selects something else than the
 * ids (the preview's count and its first five by name). So a rule without a from-date reads that
 * one row; a from-date (stamps or points since a day) reads the ledger or the lots in a join
 * computed once per query, restricted to `userIds` when given, so re-evaluating one customer reads
 * only their rows.
 */
export function compileTargetParts(
  rules: TargetRules,
  context: TargetContext,
  options: { now: Date; userIds?: string[] },
): { select: SQL; fromWhere: SQL; fromOrganization: SQL; matching: SQL } {
  const organizationId = context.organizationId;
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const dayStart = (date: string) => sql`(${date}::date::timestamp at time zone ${context.timeZone})`;
  const daysAgo = (days: number) => sql`(${now} - make_interval(days => ${days}))`;
  const userIds = options.userIds ? sql`${uuidArray(options.userIds)}::uuid[]` : undefined;
  /** Restricts a per-customer figure to the customers asked about, when there are such. */
  const onlyAsked = (column: SQL) => (userIds ? sql` and ${column} = any(${userIds})` : sql``);
  const joins = new Map<string, SQL>();
  /** Per from-date of a stamp card condition, every card the rules name with it. */
  const stampCardsSince = new Map<string, string[]>();
  for (const group of rules.groups) {
    for (const condition of group.conditions) {
      if (condition.kind !== "stampCard" || !condition.fromDate) continue;
      const cards = stampCardsSince.get(condition.fromDate) ?? [];
      stampCardsSince.set(condition.fromDate, [...new Set([...cards, ...condition.cardIds])]);
    }
  }
  const joined = (key: string, make: (alias: SQL) => SQL): SQL => {
    const alias = sql.raw(key);
    if (!joins.has(key)) joins.set(key, make(alias));
    return alias;
  };

  const activity = (event: "firstTransaction" | "lastVisit") =>
    event === "firstTransaction" ? sql`facts.first_posting_at` : sql`facts.last_visit_at`;

  /**
   * Qualifying points per customer. Without a from-date: the number the ledger stores with each
   * points write (copied onto the customer's row), while it holds (until its next lot expires), else
   * summed from the lots. With a from-date only lots earned since that day count, so the lots are read.
   */
  function qualifyingPoints(fromDate: string | null | undefined): SQL {
    if (!context.pointsCardId) return sql`0`;
    const nowMs = options.now.getTime();
    if (!fromDate) {
      // bigint throughout (the sum of int amounts is one): a numeric sum would make every
      // comparison of every customer numeric. Only a customer whose stored figure has lapsed reads
      // their lots, by the points card's unique (card, customer) index.
      return sql`(case when facts.points_qualifying_until is null or facts.points_qualifying_until > ${now}
          then facts.points_qualifying
          else coalesce((select sum(lot.amount) from card_instances stale
            cross join lateral jsonb_to_recordset(stale.points_lots) as lot(amount int, "expiresAt" bigint)
            where stale.card_id = ${context.pointsCardId} and stale.user_id = facts.user_id
              and stale.deleted_at is null and stale.gift_code is null and lot."expiresAt" > ${nowMs}), 0) end)`;
    }
    const alias = joined(
      `qualifying_${fromDate.replaceAll("-", "")}`,
      // Typed columns from the lots (jsonb_to_recordset) cost far less than ->> and a cast per field.
      (name) => sql` left join (select points.user_id, sum(lot.amount) as points
        from card_instances points
          cross join lateral jsonb_to_recordset(points.points_lots) as lot(amount int, "expiresAt" bigint, "earnedAt" bigint)
        where points.card_id = ${context.pointsCardId} and points.deleted_at is null${onlyAsked(sql`points.user_id`)}
          and lot."expiresAt" > ${nowMs}
          and lot."earnedAt" >= (extract(epoch from ${dayStart(fromDate)}) * 1000)::bigint
        group by points.user_id) ${name} on ${name}.user_id = facts.user_id`,
    );
    return sql`coalesce(${alias}.points, 0)`;
  }

  /** Customers whose level (by qualifying points, optionally earned since a day) is among `levels`. */
  function levelIn(levels: TargetLevel[], fromDate: string | null | undefined): SQL {
    const ranges = levels.map((level) => {
      const next = context.levels.find((other) => other.requiredPoints > level.requiredPoints);
      return { from: level.requiredPoints, below: next?.requiredPoints ?? null };
    });
    if (ranges.length === 0) return sql`false`;
    const points = qualifyingPoints(fromDate);
    const inRange = ranges.map(({ from, below }) =>
      below === null ? sql`${points} >= ${from}` : sql`(${points} >= ${from} and ${points} < ${below})`,
    );
    return sql`(${sql.join(inRange, sql` or `)})`;
  }

  /**
   * Whether `stamps` ({cardId: stamps} of the customer's live instances) holds one of the
   * condition's cards with stamps within its bounds. A card not held is null there, and null >= n
   * is not true.
   */
  function heldWithin(stamps: SQL, condition: Extract<TargetCondition, { kind: "stampCard" }>): SQL {
    const cardIds = [...new Set(condition.cardIds)];
    const { minStamps: min, maxStamps: max } = condition;
    // bigint: a sum of stamps since a day is not bounded by a card's stamps.
    const within = (count: SQL) =>
      sql`${min != null ? sql` and ${count} >= ${min}` : sql``}${max != null ? sql` and ${count} <= ${max}` : sql``}`;
    if (min == null && max == null) return sql`jsonb_exists_any(${stamps}, ${textArray(cardIds)}::text[])`;
    const [only] = cardIds;
    if (cardIds.length === 1 && only) {
      // A card not held is null here, and null >= n is not true.
      return sql`(true${within(sql`(${stamps} ->> ${only})::bigint`)})`;
    }
    // Several cards: the customer's few held cards are walked once, instead of one lookup per card
    // named (twenty conditions of fifty cards were a thousand lookups per customer).
    return sql`exists (select from jsonb_each_text(${stamps}) held(card, stamps)
      where held.card = any(${textArray(cardIds)}::text[])${within(sql`held.stamps::bigint`)})`;
  }

  /**
   * Stamps collected since `fromDate` per customer, as {cardId: stamps} over their live instances
   * of the cards the rules name with that day (0 for an instance without postings since): one
   * join per day, computed once per query, so twenty conditions cost one pass over the range's
   * ledger rows instead of twenty correlated sums per card instance.
   */
  function stampsSince(fromDate: string): SQL {
    const cards = stampCardsSince.get(fromDate) ?? [];
    const since = dayStart(fromDate);
    // Re-evaluating a few customers reads their instances' postings by the ledger's instance index;
    // a whole organization reads the range's postings once, grouped per instance.
    const collectedJoin = userIds
      ? sql`left join lateral (select sum(t.delta) as stamps from transactions t
            where t.instance_id = held.id and t.kind = 'stamps' and t.delta > 0 and t.created_at >= ${since}) collected on true`
      : sql`left join (select t.instance_id, sum(t.delta) as stamps from transactions t
            where t.organization_id = ${organizationId} and t.kind = 'stamps' and t.delta > 0
              and t.created_at >= ${since}
            group by t.instance_id) collected on collected.instance_id = held.id`;
    const alias = joined(
      `stamps_since_${fromDate.replaceAll("-", "")}`,
      (name) => sql` left join (select held.user_id,
          jsonb_object_agg(held.card_id, coalesce(collected.stamps, 0)) as card_stamps
        from card_instances held ${collectedJoin}
        where held.organization_id = ${organizationId} and held.card_id = any(${uuidArray(cards)}::uuid[])
          and held.deleted_at is null and held.gift_code is null${onlyAsked(sql`held.user_id`)}
        group by held.user_id) ${name} on ${name}.user_id = facts.user_id`,
    );
    return sql`${alias}.card_stamps`;
  }

  const compare = (value: SQL, operator: string, operand: number) => {
    if (operator === "equals") return sql`${value} = ${operand}`;
    if (operator === "greaterThan") return sql`${value} > ${operand}`;
    return sql`${value} < ${operand}`;
  };

  function conditionSql(condition: TargetCondition): SQL {
    switch (condition.kind) {
      case "activity": {
        const at = activity(condition.event);
        const days = condition.days ?? 0;
        switch (condition.operator) {
          case "before":
            return sql`${at} < ${dayStart(condition.date ?? "")}`;
          case "after":
            return sql`${at} >= ${dayStart(condition.date ?? "")}`;
          case "withinDays":
            return sql`${at} >= ${daysAgo(days)}`;
          case "notWithinDays":
            return sql`(${at} is null or ${at} < ${daysAgo(days)})`;
        }
        return sql`false`;
      }
      case "stampCard": {
        if (!condition.fromDate) {
          // The customer's live instance of each card, read from their row: {cardId: stamps}.
          return heldWithin(sql`facts.card_stamps`, condition);
        }
        // Stamps collected since the day on each of the customer's live instances, {cardId: stamps},
        // from one grouped pass over the range's ledger shared by every condition of that day.
        return heldWithin(stampsSince(condition.fromDate), condition);
      }
      case "loyaltyLevel":
        return levelIn(
          context.levels.filter((level) => condition.levelIds.includes(level.id)),
          condition.fromDate,
        );
      case "field":
        return legacySql(condition);
    }
  }

  function legacySql(condition: Extract<TargetCondition, { kind: "field" }>): SQL {
    const { operator, value } = condition;
    switch (condition.field) {
      case "age": {
        const today = sql`(${now} at time zone ${context.timeZone})::date`;
        return compare(sql`date_part('year', age(${today}, facts.birth_date))`, operator, Number(value));
      }
      case "loyaltyLevel":
        return levelIn(levelsNamed(context.levels, operator, String(value)), null);
      case "totalSpent":
        return compare(sql`facts.gift_spent`, operator, Number(value));
      case "lastVisit": {
        // Whole days since the last visit: N days means from N to N+1 days ago.
        const at = activity("lastVisit");
        const days = Number(value);
        if (operator === "equals") return sql`(${at} <= ${daysAgo(days)} and ${at} > ${daysAgo(days + 1)})`;
        if (operator === "greaterThan") return sql`${at} <= ${daysAgo(days + 1)}`;
        return sql`${at} > ${daysAgo(days)}`;
      }
      case "stamps":
        return compare(sql`facts.stamps`, operator, Number(value));
    }
  }

  function inForce(condition: TargetCondition): SQL {
    const compiled = conditionSql(condition);
    if (!condition.effectiveDate) return sql`(${compiled})`;
    return sql`(${now} < ${dayStart(condition.effectiveDate)} or (${compiled}))`;
  }

  const groups = rules.groups.map((group) => {
    const conditions = group.conditions.map(inForce);
    return sql`(${sql.join(conditions, group.match === "all" ? sql` and ` : sql` or `)})`;
  });
  const matching = groups.length === 0 ? sql`true` : sql.join(groups, sql` and `);
  const onlyThese = userIds ? sql` and facts.user_id = any(${userIds})` : sql``;
  const fromOrganization = sql`from customer_activity facts${sql.join([...joins.values()], sql``)}
    where facts.organization_id = ${organizationId}${onlyThese}`;
  return {
    select: sql`facts.user_id`,
    fromWhere: sql`${fromOrganization} and ${matching}`,
    fromOrganization,
    matching,
  };
}

/** The levels a legacy loyaltyLevel condition names: by name, or above/below the named one. */
function levelsNamed(levels: TargetLevel[], operator: string, name: string): TargetLevel[] {
  const wanted = name.toLocaleLowerCase();
  if (operator === "contains")
    return levels.filter((level) => level.name.toLocaleLowerCase().includes(wanted));
  const named = levels.filter((level) => level.name.toLocaleLowerCase() === wanted);
  if (operator === "equals") return named;
  const pivot = named[0];
  if (!pivot) return [];
  return levels.filter((level) =>
    operator === "greaterThan"
      ? level.requiredPoints > pivot.requiredPoints
      : level.requiredPoints < pivot.requiredPoints,
  );
}

/** A text[] literal of uuids for one parameter (the ids are validated uuids). */
function textArray(ids: readonly string[]): string {
  return `{${ids.join(",")}}`;
}

/** A uuid[] literal for one parameter (the ids are validated uuids). */
function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(",")}}`;
}

/** Reads what the organization's rules need, then compiles them: the query to embed. */
export async function buildTargetQuery(
  db: Db,
  options: { organizationId: string; rules: TargetRules; now: Date; userIds?: string[] },
): Promise<SQL> {
  const context = await loadTargetContext(db, options.organizationId);
  return compileTargetQuery(options.rules, context, options);
}
