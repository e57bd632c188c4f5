import type { TargetCondition, TargetRules } from "@stampwise/contract";
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
    timeZone: organization?.timeZone ?? "Europe/Stockholm",
    pointsCardId: organization?.pointsCardId ?? null,
    levels,
  };
}

/**
 * Targeting rules as ONE parameterised SELECT of `user_id` over the organization's customers
 * (spec §3 Targeting; decision 018): used by the preview count, instant snapshots and continuous
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
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const dayStart = (date: string) => sql`(${date}::date::timestamp at time zone ${context.timeZone})`;
  const daysAgo = (days: number) => sql`(${now} - make_interval(days => ${days}))`;
  let needsActivity = false;

  /** Customers whose level (by qualifying points, optionally earned since a day) is among `levels`. */
  function levelIn(levels: TargetLevel[], fromDate: string | null | undefined): SQL {
    const ranges = levels.map((level) => {
      const next = context.levels.find((other) => other.requiredPoints > level.requiredPoints);
      return { from: level.requiredPoints, below: next?.requiredPoints ?? null };
    });
    if (ranges.length === 0) return sql`false`;
    const earnedSince = fromDate
      ? sql` and (lot->>'earnedAt')::bigint >= (extract(epoch from ${dayStart(fromDate)}) * 1000)::bigint`
      : sql``;
    const qualifying = context.pointsCardId
      ? sql`coalesce((select sum((lot->>'amount')::bigint)
          from card_instances points, jsonb_array_elements(points.points_lots) lot
          where points.card_id = ${context.pointsCardId} and points.user_id = oc.user_id
            and points.deleted_at is null
            and (lot->>'expiresAt')::bigint > ${options.now.getTime()}${earnedSince}), 0)`
      : sql`0`;
    const inRange = ranges.map(({ from, below }) =>
      below === null ? sql`q.points >= ${from}` : sql`(q.points >= ${from} and q.points < ${below})`,
    );
    return sql`exists (select 1 from (select ${qualifying} as points) q where ${sql.join(inRange, sql` or `)})`;
  }

  const compare = (value: SQL, operator: string, operand: number) => {
    if (operator === "equals") return sql`${value} = ${operand}`;
    if (operator === "greaterThan") return sql`${value} > ${operand}`;
    return sql`${value} < ${operand}`;
  };

  function activityColumn(event: "firstTransaction" | "lastVisit"): SQL {
    needsActivity = true;
    return event === "firstTransaction" ? sql`act.first_posting_at` : sql`act.last_visit_at`;
  }

  function conditionSql(condition: TargetCondition): SQL {
    switch (condition.kind) {
      case "activity": {
        const at = activityColumn(condition.event);
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
        const count = condition.fromDate
          ? sql`(select coalesce(sum(t.delta), 0) from transactions t
              where t.instance_id = ci.id and t.kind = 'stamps' and t.delta > 0
                and t.created_at >= ${dayStart(condition.fromDate)})`
          : sql`ci.stamps`;
        const bounds = [
          condition.minStamps != null ? sql` and ${count} >= ${condition.minStamps}` : sql``,
          condition.maxStamps != null ? sql` and ${count} <= ${condition.maxStamps}` : sql``,
        ];
        return sql`exists (select 1 from card_instances ci
          where ci.user_id = oc.user_id and ci.organization_id = oc.organization_id
            and ci.card_id = any(${uuidArray(condition.cardIds)}::uuid[])
            and ci.deleted_at is null and ci.gift_code is null${bounds[0]}${bounds[1]})`;
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
      case "age":
        return compare(
          sql`(select date_part('year', age((${now} at time zone ${context.timeZone})::date, person.birth_date))
            from users person where person.id = oc.user_id)`,
          operator,
          Number(value),
        );
      case "loyaltyLevel":
        return levelIn(levelsNamed(context.levels, operator, String(value)), null);
      case "totalSpent":
        return compare(
          sql`(select coalesce(sum(-t.delta), 0) from transactions t join card_instances gift on gift.id = t.instance_id
            where gift.organization_id = oc.organization_id and gift.user_id = oc.user_id
              and t.kind = 'gift' and t.delta < 0)`,
          operator,
          Number(value),
        );
      case "lastVisit": {
        // Whole days since the last visit: N days means from N to N+1 days ago.
        const at = activityColumn("lastVisit");
        const days = Number(value);
        if (operator === "equals") return sql`(${at} <= ${daysAgo(days)} and ${at} > ${daysAgo(days + 1)})`;
        if (operator === "greaterThan") return sql`${at} <= ${daysAgo(days + 1)}`;
        return sql`${at} > ${daysAgo(days)}`;
      }
      case "stamps":
        return compare(
          sql`(select coalesce(sum(ci.stamps), 0) from card_instances ci join loyalty_cards card on card.id = ci.card_id
            where ci.organization_id = oc.organization_id and ci.user_id = oc.user_id
              and ci.deleted_at is null and card.kind = 'stamp')`,
          operator,
          Number(value),
        );
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
  const onlyThese = options.userIds
    ? sql` and oc.user_id = any(${uuidArray(options.userIds)}::uuid[])`
    : sql``;
  const activityJoin = needsActivity
    ? sql` left join customer_activity act on act.organization_id = oc.organization_id and act.user_id = oc.user_id`
    : sql``;
  return sql`select oc.user_id from organization_customers oc${activityJoin}
    where oc.organization_id = ${context.organizationId}${onlyThese} and ${matching}`;
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
