import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { LedgerService } from "../modules/ledger/ledger.service";
import { DEMO_POINTS_REWARD } from "./demo-loyalty-program";
import { createFactories } from "./factories";

/**
 * Fifteen months of the demo café's life before today, so insights open on a living business:
 * regulars and occasional guests joining over the year, visits with a weekly rhythm (busy
 * Saturdays, quiet Sundays), some who stop coming, stamps and beans at every visit, rewards
 * handed over on a later visit, beans spent on a free coffee. Every posting goes through the
 * ledger's posting path at its back-dated time (Posting.at), so balances, rewards, lots and
 * activity are what the product would have written then. Deterministic: the same demo every time.
 */

/** Fifteen months: the last twelve (insights' default range) and a quarter before to compare with. */
const HISTORY_DAYS = 455;
/** The beans program started a year ago, so no lot of the history has expired yet. */
const BEANS_FROM_DAY = HISTORY_DAYS - 364;
const FIRST_NAMES = ["Alva", "Hugo", "Saga", "Nils", "Maja", "Olle", "Stina", "Axel"];
const LAST_NAMES = ["Ström", "Lund", "Forsberg"];
/** How likely a visit is on each weekday (Sunday first), against a customer's weekly habit. */
const WEEKDAY_WEIGHT = [0.5, 0.8, 0.9, 1, 1, 1.3, 1.5];

/** A small deterministic generator (mulberry32): the demo is the same on every machine. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface HistoryCustomer {
  id: string;
  joinsOnDay: number;
  /** The day they stop coming (churn), or past the end. */
  leavesOnDay: number;
  visitsPerWeek: number;
  collectsBeans: boolean;
}

export interface DemoHistoryInput {
  organizationId: string;
  ownerId: string;
  coffeeCardId: string;
  now: Date;
}

/** Emails like alva.strom.2@demo.test: ASCII, and apart from the named demo customers'. */
const emailOf = (first: string, last: string, index: number) =>
  `${first}.${last}.${index}@demo.test`.toLowerCase().replace(/[åä]/g, "a").replace(/ö/g, "o");

export async function seedDemoHistory(ledger: LedgerService, db: Db, input: DemoHistoryInput): Promise<void> {
  const next = random(20_261_125);
  const factories = createFactories(db);
  const barista = await factories.user({
    email: "bruno.barista@demo.test",
    firstName: "Bruno",
    lastName: "Barista",
    role: "admin",
  });
  await factories.addMember(input.organizationId, barista.id);
  const { pointsCardId, pointsRewardId } = await pointsProgramOf(db, input.organizationId);

  const customers: HistoryCustomer[] = [];
  for (const [index, first] of FIRST_NAMES.entries()) {
    for (const last of LAST_NAMES) {
      const person = await factories.user({
        email: emailOf(first, last, customers.length + 1),
        firstName: first,
        lastName: last,
        role: "user",
      });
      // A third were regulars from the start; the rest joined over the months since.
      const joinsOnDay = index < 3 ? Math.floor(next() * 30) : Math.floor(next() * (HISTORY_DAYS - 20));
      customers.push({
        id: person.id,
        joinsOnDay,
        leavesOnDay: next() < 0.25 ? joinsOnDay + 30 + Math.floor(next() * 150) : HISTORY_DAYS + 1,
        visitsPerWeek: 0.3 + next() * 1.7,
        collectsBeans: next() < 0.7,
      });
    }
  }

  const start = input.now.getTime() - HISTORY_DAYS * 86_400_000;
  const rewardsWaiting = new Map<string, string[]>();
  const joined = new Set<string>();
  let postings = 0;
  const nextKey = () => {
    postings += 1;
    return `demo-history-${postings}`;
  };
  for (let day = 0; day < HISTORY_DAYS; day += 1) {
    const date = new Date(start + day * 86_400_000);
    const weekday = WEEKDAY_WEIGHT[date.getUTCDay()] ?? 1;
    for (const customer of customers) {
      if (day < customer.joinsOnDay || day >= customer.leavesOnDay) continue;
      if (next() >= (customer.visitsPerWeek / 7) * weekday) continue;
      // Opening hours, 07:00–16:00 UTC (08:00–17:00 in Stockholm in winter).
      const at = new Date(
        Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 7) + next() * 9 * 3_600_000,
      );
      // Their first visit is when they joined (scanned the café's join code at the till).
      if (!joined.has(customer.id)) {
        joined.add(customer.id);
        await factories.joinOrganization(input.organizationId, customer.id, at);
      }
      const actorUserId = next() < 0.6 ? barista.id : input.ownerId;
      const roll = next();
      const source = roll < 0.6 ? "identity-scan" : roll < 0.85 ? "qr" : "manual";
      const stamped = await ledger.post({
        organizationId: input.organizationId,
        actorUserId,
        target: { userId: customer.id, cardId: input.coffeeCardId },
        cardKind: "stamp",
        delta: 1,
        source,
        idempotencyKey: nextKey(),
        at,
      });
      // A reward waiting from an earlier visit is mostly handed over at this one.
      const waiting = rewardsWaiting.get(customer.id) ?? [];
      if (waiting.length > 0 && next() < 0.8) {
        await handOver(db, waiting.splice(0), actorUserId, at);
      }
      rewardsWaiting.set(customer.id, [
        ...waiting,
        ...stamped.result.rewardsIssued.map((reward) => reward.id),
      ]);

      if (!customer.collectsBeans || day < BEANS_FROM_DAY) continue;
      const earned = await ledger.post({
        organizationId: input.organizationId,
        actorUserId,
        target: { userId: customer.id, cardId: pointsCardId },
        cardKind: "points",
        delta: 35 + Math.floor(next() * 90),
        source: "manual",
        idempotencyKey: nextKey(),
        at: new Date(at.getTime() + 1_000),
      });
      if (earned.result.transaction.balanceAfter >= DEMO_POINTS_REWARD.pointsCost * 2 && next() < 0.3) {
        await ledger.post({
          organizationId: input.organizationId,
          actorUserId,
          target: { userId: customer.id, cardId: pointsCardId },
          cardKind: "points",
          delta: -DEMO_POINTS_REWARD.pointsCost,
          source: "manual",
          idempotencyKey: nextKey(),
          note: DEMO_POINTS_REWARD.name,
          issueReward: { pointsRewardId, name: DEMO_POINTS_REWARD.name },
          at: new Date(at.getTime() + 2_000),
        });
      }
    }
  }
}

/** The program's points card and the free coffee reward the demo made through the API. */
async function pointsProgramOf(db: Db, organizationId: string) {
  const result = (await db.execute(sql`
    select p.points_card_id, r.id as points_reward_id
    from loyalty_programs p
    join points_rewards r on r.organization_id = p.organization_id and r.name = ${DEMO_POINTS_REWARD.name}
    where p.organization_id = ${organizationId}`)) as unknown as {
    rows: { points_card_id: string; points_reward_id: string }[];
  };
  const [row] = result.rows;
  if (!row) throw new Error("demo history: the points program and its reward come first");
  return { pointsCardId: row.points_card_id, pointsRewardId: row.points_reward_id };
}

/** Stamp rewards handed over at the counter at `at` (what the profile's Redeem does, back-dated). */
async function handOver(db: Db, rewardIds: string[], actorUserId: string, at: Date) {
  for (const id of rewardIds) {
    await db.execute(sql`update rewards set status = 'redeemed', redeemed_at = ${at.toISOString()}::timestamptz,
      redeemed_by = ${actorUserId} where id = ${id} and status = 'available'`);
  }
}
