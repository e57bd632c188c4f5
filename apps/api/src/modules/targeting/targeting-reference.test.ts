import { randomUUID } from "node:crypto";
import { qualifyingStanding, type TargetCondition, type TargetRules } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/prepared";
import { users } from "../accounts/users.table";
import { communicationsAdmin } from "../communications/communications.test-helpers";
import { cardInstances, transactions } from "../ledger/ledger.table";
import { programInput } from "../loyalty-program/loyalty-program.test-helpers";
import { organizationCustomers } from "../users/users-directory.table";
import { customerActivity } from "./customer-activity.table";
import {
  compileTargetQuery,
  loadTargetContext,
  type TargetContext,
  VISIT_SOURCES,
} from "./targeting.compiler";

/**
 * The compiled query against a plain in-memory reading of the same rules (decision 018): 1,000
 * generated customers with cards, stamps, points lots, gift spending, postings at all hours and
 * birth dates, and a few hundred generated rule sets. Seeded, so a failure repeats.
 */
const CUSTOMERS = 1000;
const RULE_SETS = 200;
const TIME_ZONE = "Europe/Stockholm";
const DAY = 86_400_000;
const NOW = new Date("2026-06-15T10:30:00Z");

function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
const rng = random(20261124);

/** The UTC instant of a calendar day's midnight in the time zone. */
function dayStart(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  let instant = wall;
  for (let pass = 0; pass < 3; pass++) instant = wall - offset(instant);
  return instant;
}
function offset(instant: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return (
    Date.UTC(
      value("year"),
      value("month") - 1,
      value("day"),
      value("hour"),
      value("minute"),
      value("second"),
    ) - instant
  );
}
const localDay = (instant: number) => new Date(instant).toLocaleDateString("sv-SE", { timeZone: TIME_ZONE });

interface Posting {
  at: number;
  kind: "stamps" | "gift" | "points";
  delta: number;
  source: string;
  cardId: string;
}
interface Person {
  id: string;
  birthDate: string | null;
  cards: { cardId: string; stamps: number; deleted: boolean; instanceId: string }[];
  lots: { id: string; earnedAt: number; expiresAt: number; amount: number; remaining: number }[];
  postings: Posting[];
}

let testApp: TestApp;
let context: TargetContext;
let people: Person[];
let cardIds: string[];
let levelIds: string[];
let levelNames: string[];

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await communicationsAdmin(testApp);
  const organizationId = admin.organizationId;
  const cards = [await admin.createCard({ name: "Coffee" }), await admin.createCard({ name: "Tea" })];
  cardIds = cards.map((card) => card.id);
  await admin.call("POST", "/loyalty-program", programInput());
  const levels = [];
  for (const [name, requiredPoints] of [
    ["Bronze", 0],
    ["Silver", 100],
    ["Gold", 300],
  ] as const) {
    levels.push((await admin.call("POST", "/loyalty-level", { name, requiredPoints })).json());
  }
  levelIds = levels.map((level) => level.id);
  levelNames = levels.map((level) => level.name);
  const gift = (
    await admin.call("POST", "/loyalty-card/gift-cards", { name: "Gift", initialBalance: 50_000 })
  ).json();
  context = await loadTargetContext(testApp.db, organizationId);
  const pointsCardId = context.pointsCardId as string;

  people = Array.from({ length: CUSTOMERS }, () => {
    const person: Person = {
      id: randomUUID(),
      birthDate: rng.chance(0.7)
        ? `${rng.int(1950, 2010)}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`
        : null,
      cards: [],
      lots: [],
      postings: [],
    };
    for (const cardId of cardIds) {
      if (!rng.chance(0.6)) continue;
      const instance = { cardId, stamps: rng.int(0, 10), deleted: rng.chance(0.1), instanceId: randomUUID() };
      person.cards.push(instance);
      for (let n = rng.int(1, 4); n > 0; n--) {
        person.postings.push({
          at: NOW.getTime() - rng.int(0, 120 * 24 * 60) * 60_000,
          kind: "stamps",
          delta: rng.int(1, 3),
          source: rng.pick(["qr", "manual", "identity-scan", "card-change"]),
          cardId,
        });
      }
    }
    if (rng.chance(0.5)) {
      for (let n = rng.int(1, 4); n > 0; n--) {
        const earnedAt = NOW.getTime() - rng.int(0, 400) * DAY;
        const amount = rng.int(1, 200);
        person.lots.push({
          id: randomUUID(),
          earnedAt,
          expiresAt: earnedAt + 365 * DAY,
          amount,
          remaining: rng.int(0, amount),
        });
      }
      person.postings.push({
        at: NOW.getTime() - rng.int(0, 90) * DAY,
        kind: "points",
        delta: 10,
        source: "manual",
        cardId: pointsCardId,
      });
    }
    if (rng.chance(0.3)) {
      for (let n = rng.int(1, 3); n > 0; n--) {
        person.postings.push({
          at: NOW.getTime() - rng.int(0, 60) * DAY,
          kind: "gift",
          delta: rng.chance(0.8) ? -rng.int(100, 20_000) : rng.int(100, 5000),
          source: "manual",
          cardId: gift.id,
        });
      }
    }
    return person;
  });

  const chunk = <T>(rows: T[], size = 200) =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
      rows.slice(index * size, (index + 1) * size),
    );
  for (const part of chunk(people)) {
    await testApp.db.insert(users).values(
      part.map((person, index) => ({
        id: person.id,
        email: `ref-${person.id}@example.com`,
        firstName: `P${index}`,
        lastName: "Reference",
        role: "user" as const,
        birthDate: person.birthDate,
      })),
    );
    await testApp.db
      .insert(organizationCustomers)
      .values(part.map((person) => ({ organizationId, userId: person.id })));
  }
  const instances = people.flatMap((person) => {
    const rows: (typeof cardInstances.$inferInsert)[] = person.cards.map((card) => ({
      id: card.instanceId,
      organizationId,
      cardId: card.cardId,
      userId: person.id,
      balance: card.stamps,
      deletedAt: card.deleted ? NOW : null,
    }));
    const points = person.postings.find((posting) => posting.kind === "points");
    if (points) {
      // The qualifying figure as the ledger stored it at the card's last write: some time after the
      // last earning, so for some customers a lot has expired since (the stored figure is stale
      // and the query must read the lots) and for others it still holds.
      const lastEarned = Math.max(...person.lots.map((lot) => lot.earnedAt));
      const writtenAt = Math.min(NOW.getTime(), lastEarned + rng.int(0, 30) * DAY);
      const stored = qualifyingStanding(person.lots, writtenAt);
      rows.push({
        id: randomUUID(),
        organizationId,
        cardId: pointsCardId,
        userId: person.id,
        pointsLots: person.lots,
        pointsQualifying: stored.points,
        pointsQualifyingUntil: stored.untilMs === null ? null : new Date(stored.untilMs),
      });
    }
    if (person.postings.some((posting) => posting.kind === "gift")) {
      rows.push({
        id: randomUUID(),
        organizationId,
        cardId: gift.id,
        userId: person.id,
        giftCode: randomUUID().slice(0, 12).toUpperCase(),
      });
    }
    return rows.map((row) => ({ ...row, person }));
  });
  for (const part of chunk(instances)) {
    await testApp.db.insert(cardInstances).values(part.map(({ person: _, ...row }) => row));
  }
  const ledger = instances.flatMap(({ person, ...instance }) =>
    person.postings
      .filter((posting) => posting.cardId === instance.cardId)
      .map((posting) => ({
        organizationId,
        instanceId: instance.id as string,
        kind: posting.kind,
        delta: posting.delta,
        balanceAfter: 0,
        source: posting.source as "qr",
        actorUserId: admin.admin.id,
        idempotencyKey: randomUUID(),
        createdAt: new Date(posting.at),
      })),
  );
  for (const part of chunk(ledger)) await testApp.db.insert(transactions).values(part);
  const activity = people
    .filter((person) => person.postings.length > 0)
    .map((person) => {
      const visits = person.postings.filter((posting) =>
        (VISIT_SOURCES as readonly string[]).includes(posting.source),
      );
      return {
        organizationId,
        userId: person.id,
        firstPostingAt: new Date(Math.min(...person.postings.map((posting) => posting.at))),
        lastVisitAt: visits.length ? new Date(Math.max(...visits.map((posting) => posting.at))) : null,
      };
    });
  // Every customer has their row already (the triggers filled the rest); the ledger's write sets these two.
  for (const part of chunk(activity))
    await testApp.db
      .insert(customerActivity)
      .values(part)
      .onConflictDoUpdate({
        target: [customerActivity.organizationId, customerActivity.userId],
        set: {
          firstPostingAt: sql`excluded.first_posting_at`,
          lastVisitAt: sql`excluded.last_visit_at`,
        },
      });
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

/** The rules as the decision says, read in plain code over the generated people. */
function reference(rules: TargetRules, person: Person): boolean {
  const now = NOW.getTime();
  const firstPosting = person.postings.length ? Math.min(...person.postings.map((p) => p.at)) : null;
  const visits = person.postings.filter((p) => (VISIT_SOURCES as readonly string[]).includes(p.source));
  const lastVisit = visits.length ? Math.max(...visits.map((p) => p.at)) : null;
  const levelOf = (points: number) => {
    let current: number | null = null;
    context.levels.forEach((level, index) => {
      if (level.requiredPoints <= points) current = index;
    });
    return current;
  };
  const qualifying = (since: number | null) =>
    person.postings.some((p) => p.kind === "points")
      ? person.lots
          .filter((lot) => lot.expiresAt > now && (since === null || lot.earnedAt >= since))
          .reduce((sum, lot) => sum + lot.amount, 0)
      : 0;
  const compare = (value: number, operator: string, operand: number) =>
    operator === "equals"
      ? value === operand
      : operator === "greaterThan"
        ? value > operand
        : value < operand;

  const holds = (condition: TargetCondition): boolean => {
    if (condition.effectiveDate && now < dayStart(condition.effectiveDate)) return true;
    switch (condition.kind) {
      case "activity": {
        const at = condition.event === "firstTransaction" ? firstPosting : lastVisit;
        const days = condition.days ?? 0;
        if (condition.operator === "notWithinDays") return at === null || at < now - days * DAY;
        if (at === null) return false;
        if (condition.operator === "withinDays") return at >= now - days * DAY;
        const start = dayStart(condition.date ?? "");
        return condition.operator === "before" ? at < start : at >= start;
      }
      case "stampCard":
        return person.cards.some((card) => {
          if (card.deleted || !condition.cardIds.includes(card.cardId)) return false;
          const count = condition.fromDate
            ? person.postings
                .filter(
                  (p) =>
                    p.cardId === card.cardId &&
                    p.kind === "stamps" &&
                    p.delta > 0 &&
                    p.at >= dayStart(condition.fromDate as string),
                )
                .reduce((sum, p) => sum + p.delta, 0)
            : card.stamps;
          return (
            (condition.minStamps == null || count >= condition.minStamps) &&
            (condition.maxStamps == null || count <= condition.maxStamps)
          );
        });
      case "loyaltyLevel": {
        const level = levelOf(qualifying(condition.fromDate ? dayStart(condition.fromDate) : null));
        return level !== null && condition.levelIds.includes(context.levels[level]?.id ?? "");
      }
      case "field": {
        const value = condition.value;
        switch (condition.field) {
          case "age": {
            if (!person.birthDate) return false;
            const [ty, tm, td] = localDay(now).split("-").map(Number) as [number, number, number];
            const [by, bm, bd] = person.birthDate.split("-").map(Number) as [number, number, number];
            const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
            return compare(age, condition.operator, Number(value));
          }
          case "stamps":
            return compare(
              person.cards.filter((card) => !card.deleted).reduce((sum, card) => sum + card.stamps, 0),
              condition.operator,
              Number(value),
            );
          case "totalSpent":
            return compare(
              person.postings
                .filter((p) => p.kind === "gift" && p.delta < 0)
                .reduce((sum, p) => sum - p.delta, 0),
              condition.operator,
              Number(value),
            );
          case "lastVisit": {
            if (lastVisit === null) return false;
            const days = Math.floor((now - lastVisit) / DAY);
            return compare(days, condition.operator, Number(value));
          }
          case "loyaltyLevel": {
            const level = levelOf(qualifying(null));
            if (level === null) return false;
            const name = (context.levels[level]?.name ?? "").toLowerCase();
            const wanted = String(value).toLowerCase();
            if (condition.operator === "contains") return name.includes(wanted);
            if (condition.operator === "equals") return name === wanted;
            const pivot = context.levels.findIndex((candidate) => candidate.name.toLowerCase() === wanted);
            if (pivot === -1) return false;
            return condition.operator === "greaterThan" ? level > pivot : level < pivot;
          }
        }
      }
    }
    return false;
  };
  return rules.groups.every((group) =>
    group.match === "all" ? group.conditions.every(holds) : group.conditions.some(holds),
  );
}

function randomDate(): string {
  return localDay(NOW.getTime() - rng.int(-10, 150) * DAY);
}

function randomCondition(): TargetCondition {
  const effective = rng.chance(0.15) ? { effectiveDate: randomDate() } : {};
  switch (rng.int(0, 3)) {
    case 0: {
      const operator = rng.pick(["before", "after", "withinDays", "notWithinDays"] as const);
      const event = rng.pick(["firstTransaction", "lastVisit"] as const);
      return operator === "before" || operator === "after"
        ? { kind: "activity", event, operator, date: randomDate(), ...effective }
        : { kind: "activity", event, operator, days: rng.int(0, 120), ...effective };
    }
    case 1: {
      const min = rng.chance(0.6) ? rng.int(0, 8) : undefined;
      const max = rng.chance(0.4) ? (min ?? 0) + rng.int(0, 6) : undefined;
      return {
        kind: "stampCard",
        cardIds: rng.chance(0.5) ? [rng.pick(cardIds)] : cardIds,
        minStamps: min,
        maxStamps: max,
        fromDate: rng.chance(0.3) ? randomDate() : undefined,
        ...effective,
      };
    }
    case 2:
      return {
        kind: "loyaltyLevel",
        levelIds: levelIds.filter(() => rng.chance(0.5)).concat(rng.pick(levelIds)),
        fromDate: rng.chance(0.3) ? randomDate() : undefined,
        ...effective,
      };
    default: {
      const field = rng.pick(["age", "loyaltyLevel", "totalSpent", "lastVisit", "stamps"] as const);
      if (field === "loyaltyLevel") {
        const operator = rng.pick(["equals", "greaterThan", "lessThan", "contains"] as const);
        const name = rng.pick(levelNames);
        return {
          kind: "field",
          field,
          operator,
          value: operator === "contains" ? name.slice(1, 3).toUpperCase() : name,
          ...effective,
        };
      }
      const operator = rng.pick(["equals", "greaterThan", "lessThan"] as const);
      const value = {
        age: rng.int(15, 75),
        totalSpent: rng.int(0, 30_000),
        lastVisit: rng.int(0, 120),
        stamps: rng.int(0, 15),
      }[field];
      return { kind: "field", field, operator, value, ...effective };
    }
  }
}

function randomRules(): TargetRules {
  return {
    groups: Array.from({ length: rng.int(0, 3) }, () => ({
      match: rng.pick(["all", "any"] as const),
      conditions: Array.from({ length: rng.int(1, 3) }, randomCondition),
    })),
  };
}

describe("targeting: the compiled query against an in-memory reference", () => {
  it(`agrees on ${CUSTOMERS} generated customers for ${RULE_SETS} generated rule sets`, {
    timeout: 120_000,
  }, async () => {
    let nonTrivial = 0;
    for (let index = 0; index < RULE_SETS; index++) {
      const rules = randomRules();
      const rows = await queryRows<{ user_id: string }>(
        testApp.db,
        compileTargetQuery(rules, context, { now: NOW }),
      );
      const actual = new Set(rows.map((row) => row.user_id));
      const expected = new Set(
        people.filter((person) => reference(rules, person)).map((person) => person.id),
      );
      if (expected.size > 0 && expected.size < CUSTOMERS) nonTrivial += 1;
      const missing = [...expected].filter((id) => !actual.has(id));
      const extra = [...actual].filter((id) => !expected.has(id));
      expect({ rules, missing: missing.length, extra: extra.length }).toEqual({
        rules,
        missing: 0,
        extra: 0,
      });
    }
    // The generated rules split the customers, rather than selecting all or none.
    expect(nonTrivial).toBeGreaterThan(RULE_SETS / 3);
  });

  it("covers points cards whose stored qualifying figure still holds and ones it no longer does", async () => {
    const [cards] = await queryRows<{ fresh: number; stale: number }>(
      testApp.db,
      sql`select count(*) filter (where points_qualifying_until is null or points_qualifying_until > ${NOW.toISOString()}::timestamptz)::int as fresh,
        count(*) filter (where points_qualifying_until <= ${NOW.toISOString()}::timestamptz)::int as stale
        from card_instances where card_id = ${context.pointsCardId}`,
    );
    expect(cards?.fresh).toBeGreaterThan(50);
    expect(cards?.stale).toBeGreaterThan(50);
  });

  it("restricted to some customers, selects exactly those of them that match", async () => {
    const rules: TargetRules = {
      groups: [{ match: "all", conditions: [{ kind: "stampCard", cardIds, minStamps: 3 }] }],
    };
    const some = people.slice(0, 50).map((person) => person.id);
    const rows = await queryRows<{ user_id: string }>(
      testApp.db,
      compileTargetQuery(rules, context, { now: NOW, userIds: some }),
    );
    const expected = people
      .slice(0, 50)
      .filter((person) => reference(rules, person))
      .map((person) => person.id);
    expect(rows.map((row) => row.user_id).sort()).toEqual(expected.sort());
  });
});

describe("targeting: many stamp card conditions in one any group", () => {
  /** Twenty conditions, as a flood of previews sent them: both cards, bounds, from-dates. */
  function twentyConditions(fromDates: (string | undefined)[]): TargetRules {
    return {
      groups: [
        {
          match: "any",
          conditions: Array.from({ length: 20 }, (_, index) => ({
            kind: "stampCard" as const,
            cardIds: index % 3 === 0 ? [cardIds[index % 2] as string] : cardIds,
            minStamps: 2 + (index % 4),
            maxStamps: index % 5 === 0 ? 6 : undefined,
            fromDate: fromDates[index % fromDates.length],
          })),
        },
        // Narrowed by a second group, so the result is neither everyone nor no one.
        { match: "all", conditions: [{ kind: "stampCard", cardIds: [cardIds[0] as string], maxStamps: 7 }] },
      ],
    };
  }

  it("select what the reference selects, for the organization and for some customers", {
    timeout: 60_000,
  }, async () => {
    for (const fromDates of [[undefined], ["2026-04-01"], ["2026-03-15", "2026-05-20", undefined]]) {
      const rules = twentyConditions(fromDates);
      const expected = people.filter((person) => reference(rules, person)).map((person) => person.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(CUSTOMERS);
      const rows = await queryRows<{ user_id: string }>(
        testApp.db,
        compileTargetQuery(rules, context, { now: NOW }),
      );
      expect(rows.map((row) => row.user_id).sort()).toEqual([...expected].sort());
      const some = people.slice(0, 80).map((person) => person.id);
      const restricted = await queryRows<{ user_id: string }>(
        testApp.db,
        compileTargetQuery(rules, context, { now: NOW, userIds: some }),
      );
      expect(restricted.map((row) => row.user_id).sort()).toEqual(
        expected.filter((id) => some.includes(id)).sort(),
      );
    }
  });

  it("read the ledger once per from-date, not once per condition", () => {
    const statement = (rules: TargetRules) =>
      new PgDialect().sqlToQuery(compileTargetQuery(rules, context, { now: NOW })).sql;
    const ledgerReads = (text: string) => text.match(/from transactions/g)?.length ?? 0;
    expect(ledgerReads(statement(twentyConditions(["2026-04-01"])))).toBe(1);
    expect(ledgerReads(statement(twentyConditions(["2026-03-15", "2026-05-20", undefined])))).toBe(2);
    expect(ledgerReads(statement(twentyConditions([undefined])))).toBe(0);
  });
});
