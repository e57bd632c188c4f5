import { randomUUID } from "node:crypto";
import {
  type CardKind,
  LIVE_EVENT_REWARDS_MAX,
  type LiveEvent,
  SCAN_SOURCES,
  type ScanSource,
  type TransactionResult,
  type TransactionSource,
} from "@stampwise/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import type { EventBus } from "../events/events.bus";
import { FraudBlockedError } from "../scan-caps/scan-blocked.error";
import { judgeScan } from "../scan-caps/scan-caps.rules";
import * as cardInstances from "./card-instances.repository";
import { toCardInstanceDto, toRewardDto, toTransactionDto } from "./card-instances.repository";
import * as ledger from "./ledger.repository";
import { instanceFromJson, rewardFromJson, transactionFromJson } from "./ledger.rows";
import { isRefusal, LEDGER_RULES } from "./ledger.rules";
import { pointsStanding } from "./points.rule";
import type {
  LedgerNeighbours,
  LedgerRules,
  PostedReward,
  PostingState,
  PostingTarget,
  PostingWrite,
} from "./posting.types";
import { postingWebhookEvents } from "./posting-webhook-events";

/** One change of value on one card, from any source: the ledger's only entrance. */
export interface Posting {
  organizationId: string;
  actorUserId: string;
  /** The API key the request came through, when it did (see `Actor`). */
  actorApiKeyId?: string | null;
  target: PostingTarget;
  /**
   * The kind of card the caller posts on. A target of another kind answers 404, as a missing card
   * does: the stamp route never moves a gift card's balance, nor gives a customer one without its code.
   */
  cardKind: CardKind;
  delta: number;
  source: TransactionSource;
  idempotencyKey: string;
  /**
   * `settle` (with delta 0, source card-change): no value moves, the card's changed settings are
   * applied to the balance (a lowered stamp card completes once). Nothing is written when there
   * is nothing to settle.
   */
  operation?: "change" | "settle";
  /** Kept on the ledger row: a manual adjustment's reason, a redeemed reward's name. */
  note?: string;
  /**
   * The customer made this posting by their own act (claimed a counter or join code): it may give
   * a first card to a person who is not this organization's customer yet. Set by the server's own
   * paths only, never from a request; staff postings reach only customers and people whose
   * identity code was scanned here.
   */
  customerAct?: boolean;
  /** A reward the posting buys: issued and handed over (redeemed by the actor) in the same write. */
  issueReward?: { pointsRewardId: string; name: string };
  /** The posting loads a card just handed out (a gift card issued): its webhook event says so. */
  issuesCard?: boolean;
  /**
   * When the posting happened, for history written after the fact in time order (the demo's
   * twelve months): the rules, the caps and every time the write stamps read it instead of the
   * database's clock. Never taken from a request.
   */
  at?: Date;
}

export interface PostingResult {
  result: TransactionResult;
  /** True when the idempotency key had been used: the answer is the original posting's. */
  replayed: boolean;
  /** A points card's standing after the posting (now, for a replay). */
  points?: PointsStanding;
}

export type PointsStanding = ReturnType<typeof pointsStanding>;

/** Postings one statement of a batch writes at most (its JSON stays a few hundred kilobytes). */
const WRITE_BATCH_MAX = 1000;

/** A posting the rule allowed, as the write that records it. */
interface Drafted {
  write: PostingWrite;
  rewards: PostedReward[];
  standing: PointsStanding | undefined;
}

const KIND_NAMES: Record<CardKind, string> = {
  stamp: "Stamp card",
  points: "Points card",
  gift: "Gift card",
};

const isScan = (source: TransactionSource): source is ScanSource =>
  (SCAN_SOURCES as readonly TransactionSource[]).includes(source);

/**
 * The posting path. Per posting, in one database transaction: one locking read
 * of everything the rule needs, the scan caps for scan sources, the kind's pure rule, and one
 * write (ledger row with ON CONFLICT on the idempotency key, balance, rewards, live event). Only
 * an empty write means the key was taken, and only then is the earlier posting replayed: there
 * is no replay check before the lock.
 */
export function createLedgerService(deps: {
  db: Db;
  events: Pick<EventBus, "encode">;
  /** Writes a refused scan to the counter rules' log (counter-rules' service, handed in by app.ts). */
  fraud: { logBlocked(error: FraudBlockedError): Promise<void> };
  neighbours: LedgerNeighbours;
  rules?: LedgerRules;
  /** Called after a commit that recorded webhook events, so their delivery starts at once. */
  webhookEventsRecorded?: () => void;
}) {
  const { db } = deps;
  const { customers, cards } = deps.neighbours;
  const rules = deps.rules ?? LEDGER_RULES;
  /** Transactions whose posting recorded webhook events: their commit wakes the delivery job. */
  const recorded = new WeakSet<Db>();

  /** The card the posting's kind names, as a missing one is named when the target is of another kind. */
  const kindNotFound = (kind: CardKind) => notFound(KIND_NAMES[kind]);

  /** The customer's first change on a card gives them the card (and makes them a customer here). */
  async function lockOrGiveCard(tx: Db, posting: Posting): Promise<PostingState> {
    const lockCustomer = isScan(posting.source) && posting.delta > 0;
    const read = () =>
      ledger.lockForPosting(tx, {
        organizationId: posting.organizationId,
        target: posting.target,
        lockCustomer,
        at: posting.at,
        webhooksWanted: deps.neighbours.webhooks.wanted(sql`ci.organization_id`),
      });
    const state = await read();
    if (state) {
      if (state.card.kind !== posting.cardKind) throw kindNotFound(posting.cardKind);
      return state;
    }
    // Only off the hot path: the card is not held yet, or (data older than the users directory)
    // the holder has no customer row here, which the locking read joins.
    const { organizationId } = posting;
    if ("instanceId" in posting.target) {
      const held = await cardInstances.findInstance(tx, organizationId, posting.target.instanceId);
      if (!held) throw notFound("Card instance");
      await customers.add(tx, organizationId, held.userId, posting.at);
    } else {
      const { userId, cardId } = posting.target;
      const card = await cards.findLiveCardKind(tx, organizationId, cardId);
      if (card?.kind !== posting.cardKind) throw kindNotFound(posting.cardKind);
      const person = posting.customerAct
        ? await customers.findAccount(tx, userId)
        : await customers.find(tx, organizationId, userId);
      if (!person) throw notFound("Customer");
      await cardInstances.insertInstance(tx, organizationId, cardId, userId, posting.at);
      await customers.add(tx, organizationId, userId, posting.at);
    }
    const given = await read();
    // A held card whose definition was deleted stays unreadable here: it takes no postings.
    if (!given) throw notFound("Card instance");
    if (given.card.kind !== posting.cardKind) throw kindNotFound(posting.cardKind);
    return given;
  }

  /** The scan caps: throws FraudBlockedError for a scan they refuse; the hour's scans otherwise. */
  function checkCaps(state: PostingState, posting: Posting) {
    if (!isScan(posting.source) || posting.delta <= 0) return state.instance.recentScans;
    // A points scan counts as one toward the card's hourly cap: the cap is set in stamps, and a
    // points code giving 50 points is one visit, not 50 stamps. The cool-down applies as is.
    const attemptedStamps = state.card.kind === "points" ? 1 : posting.delta;
    const verdict = judgeScan({
      rules: state.fraudRules,
      nowSeconds: state.nowSeconds,
      lastScanAtSeconds: state.lastScanAtSeconds,
      recentScans: state.instance.recentScans,
      attemptedStamps,
    });
    if (verdict.allowed) return verdict.recentScans;
    throw new FraudBlockedError(
      {
        organizationId: posting.organizationId,
        rule: verdict.breach,
        source: posting.source,
        userId: state.instance.userId,
        cardId: state.instance.cardId,
        actorUserId: posting.actorUserId,
        attemptedStamps,
      },
      state.fraudRules,
      verdict.retryAfterSeconds,
    );
  }

  /**
   * The answer a posting gave, rebuilt from the ledger for a repeated idempotency key. A key taken
   * by a posting on another kind of card is refused: a points earning never answers with a gift
   * card's load.
   */
  async function replay(tx: Db, posting: Posting): Promise<PostingResult> {
    const { organizationId, idempotencyKey } = posting;
    const transaction = await cardInstances.findTransactionByKey(tx, organizationId, idempotencyKey);
    if (!transaction) throw new Error("the idempotency key is taken, but by no ledger row");
    if (transaction.kind !== rules[posting.cardKind]?.transactionKind) {
      throw new AppError(409, "BAD_REQUEST", "The idempotency key was used for another change");
    }
    const instance = await cardInstances.findInstanceEvenRemoved(tx, organizationId, transaction.instanceId);
    if (!instance) throw new Error(`transaction ${transaction.id} has no instance`);
    const issued = await cardInstances.rewardsOfTransaction(tx, organizationId, transaction.id);
    const result: TransactionResult = {
      transaction: toTransactionDto(transaction),
      instance: toCardInstanceDto(instance),
      rewardsIssued: issued.map(toRewardDto),
    };
    const points =
      transaction.kind === "points" ? pointsStanding(instance.pointsLots, Date.now()) : undefined;
    return { result, replayed: true, points };
  }

  /** The caps and the kind's rule: what the posting writes, or the refusal it gets. */
  function judge(state: PostingState, posting: Posting, transactionId: string) {
    const rule = rules[state.card.kind];
    if (!rule) {
      throw new AppError(400, "BAD_REQUEST", `Cards of kind ${state.card.kind} take no postings yet`);
    }
    const recentScans = checkCaps(state, posting);
    const outcome =
      posting.operation === "settle"
        ? rule.settle?.(state)
        : rule.apply(state, posting.delta, { transactionId });
    if (!outcome) return undefined;
    if (isRefusal(outcome)) {
      throw new AppError(outcome.refused.status, outcome.refused.code, outcome.refused.message);
    }
    return { rule, recentScans, outcome };
  }

  async function postIn(tx: Db, posting: Posting): Promise<PostingResult | undefined> {
    return judgeAndWrite(tx, posting, await lockOrGiveCard(tx, posting));
  }

  /** A posting against its locked state: the rule's verdict, then the one write. */
  async function judgeAndWrite(
    tx: Db,
    posting: Posting,
    state: PostingState,
  ): Promise<PostingResult | undefined> {
    const drafted = await draft(tx, posting, state);
    if (!drafted || "replayed" in drafted) return drafted?.replayed;
    const { write, rewards, standing } = drafted;
    const written = await ledger.writePosting(tx, write);
    if (!written) return replay(tx, posting);
    if (written.webhookEvents > 0) recorded.add(tx);
    const order = new Map<string, number>(rewards.map((reward, index) => [reward.id, index]));
    return {
      result: {
        transaction: toTransactionDto(transactionFromJson(written.transaction)),
        instance: toCardInstanceDto(instanceFromJson(written.instance)),
        rewardsIssued: written.rewards
          .map(rewardFromJson)
          .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
          .map(toRewardDto),
      },
      replayed: false,
      points: standing,
    };
  }

  /**
   * The rule's verdict on a posting as the write it makes: undefined when a settlement has nothing
   * to settle, the earlier answer for a retry of a posting that counted (which the rule, judging
   * the state it left, might refuse), or the refusal thrown.
   */
  async function draft(
    tx: Db,
    posting: Posting,
    state: PostingState,
  ): Promise<Drafted | { replayed: PostingResult } | undefined> {
    const transactionId = randomUUID();
    let judged: ReturnType<typeof judge>;
    try {
      judged = judge(state, posting, transactionId);
    } catch (error) {
      // A retry of a posting that already counted answers as it did, instead of being judged
      // against the state it left (a scan now "too soon", a removal now "below zero"). Asked only
      // on a refusal, so a posting that goes through costs no extra lookup.
      const counted = await cardInstances.findTransactionByKey(
        tx,
        posting.organizationId,
        posting.idempotencyKey,
      );
      if (error instanceof AppError && counted) {
        return { replayed: await replay(tx, posting) };
      }
      throw error;
    }
    if (!judged) return undefined;
    const { rule, recentScans, outcome } = judged;
    const rewards: PostedReward[] = outcome.rewards.map((reward) => ({ id: randomUUID(), ...reward }));
    if (posting.issueReward) {
      rewards.push({
        id: randomUUID(),
        milestoneId: null,
        name: posting.issueReward.name,
        cycle: outcome.cycle,
        pointsRewardId: posting.issueReward.pointsRewardId,
        redeemedBy: posting.actorUserId,
      });
    }
    const at = Math.round(state.nowSeconds * 1000);
    const standing = outcome.points ? pointsStanding(outcome.points.lots, at) : undefined;
    // Drafted only for an organization with webhooks: elsewhere the posting does what it did before.
    const webhookEvents = state.webhooksWanted
      ? postingWebhookEvents({
          state,
          outcome,
          rewards,
          transactionId,
          delta: posting.delta,
          source: posting.source,
          operation: posting.operation ?? "change",
          issuesCard: posting.issuesCard ?? false,
          qualifying:
            standing && state.points ? qualifyingChange(state.points.lots, at, standing) : undefined,
        })
      : undefined;
    const write: PostingWrite = {
      organizationId: posting.organizationId,
      instanceId: state.instance.id,
      userId: state.instance.userId,
      transaction: {
        id: transactionId,
        kind: rule.transactionKind,
        delta: posting.delta,
        source: posting.source,
        actorUserId: posting.actorUserId,
        actorApiKeyId: posting.actorApiKeyId ?? null,
        idempotencyKey: posting.idempotencyKey,
        note: posting.note ?? null,
      },
      balance: outcome.balance,
      cycle: outcome.cycle,
      cycleRewardedMilestones: outcome.cycleRewardedMilestones,
      recentScans,
      points: outcome.points ?? null,
      lastScanAtSeconds: isScan(posting.source) && posting.delta > 0 ? state.nowSeconds : null,
      rewards,
      at: posting.at ?? null,
      webhookOutbox: webhookEvents
        ? deps.neighbours.webhooks.outboxStatement(
            posting.organizationId,
            webhookEvents,
            sql`exists (select 1 from posted)`,
          )
        : null,
      notification: deps.events.encode(
        state.instance.userId,
        standing
          ? pointsUpdatedEvent(state, transactionId, posting.delta, standing)
          : {
              type: "card.updated",
              data: {
                instanceId: state.instance.id,
                loyaltyCardId: state.instance.cardId,
                stamps: outcome.balance,
                posting: {
                  cycle: outcome.cycle,
                  rewardsIssuedCount: rewards.length,
                  rewardsIssued: rewards.slice(0, LIVE_EVENT_REWARDS_MAX).map(eventReward),
                },
              },
            },
      ),
    };
    return { write, rewards, standing };
  }

  return {
    /**
     * Posts in a transaction of its own, or inside `outerTx` (a savepoint: a counter QR code's
     * claim and its stamps commit together). A scan the caps refuse is logged once the posting has
     * rolled back; a caller that passed its own transaction logs it after that one ends.
     */
    async post(posting: Posting, outerTx?: Db): Promise<PostingResult> {
      const posted = await this.postOrSkip(posting, outerTx);
      if (!posted) throw new Error("a change posting always writes or refuses");
      return posted;
    },

    /**
     * Many postings of one organization inside the caller's transaction: an import's batch, a few
     * statements for the whole batch instead of about ten for each posting. The stamp and points
     * cards not held yet are given in one statement and every target is locked in one read; each
     * posting is judged by its kind's rule as `post` judges it, and the writes go in one statement
     * (`writePostings`: the rows `post` writes, for many cards). A refused posting writes nothing
     * and answers "refused" (the others still count); one whose key was taken answers "replayed".
     * Scans never come here: their caps read the customer's scans one posting at a time. A posting
     * that records webhook events is written by itself, as `post` writes it; a second posting on
     * the same card goes the single way after the others.
     */
    async postBatch(tx: Db, organizationId: string, postings: Posting[]): Promise<BatchOutcome[]> {
      for (const posting of postings) {
        if (
          posting.organizationId !== organizationId ||
          isScan(posting.source) ||
          posting.operation === "settle"
        ) {
          throw new Error("a batch takes one organization's changes, never scans or settlements");
        }
      }
      const targetKey = (target: PostingTarget) =>
        "instanceId" in target ? target.instanceId : `${target.cardId}:${target.userId}`;
      const firsts = new Set<number>();
      const seen = new Set<string>();
      postings.forEach((posting, index) => {
        const key = targetKey(posting.target);
        if (!seen.has(key)) firsts.add(index);
        seen.add(key);
      });
      await cardInstances.insertInstances(
        tx,
        organizationId,
        postings.flatMap(({ target, cardKind }) =>
          "userId" in target && cardKind !== "gift" ? [{ ...target, kind: cardKind }] : [],
        ),
      );
      const locked = await ledger.lockManyForPosting(tx, {
        organizationId,
        targets: postings.map((posting) => posting.target),
        webhooksWanted: deps.neighbours.webhooks.wanted(sql`ci.organization_id`),
      });
      const states = new Map<string, PostingState>();
      for (const state of locked) {
        states.set(state.instance.id, state);
        states.set(`${state.instance.cardId}:${state.instance.userId}`, state);
      }
      const outcomes: BatchOutcome[] = [];
      // Each first posting on its card, judged against the locked state: a refusal or a replay is
      // its outcome at once, the others are drafted writes.
      const drafts: { index: number; write: PostingWrite }[] = [];
      for (const [index, posting] of postings.entries()) {
        if (!firsts.has(index)) continue;
        const state = states.get(targetKey(posting.target));
        if (state?.card.kind !== posting.cardKind) {
          outcomes[index] = "refused";
          continue;
        }
        try {
          const drafted = await draft(tx, posting, state);
          if (!drafted || "replayed" in drafted) outcomes[index] = "replayed";
          else drafts.push({ index, write: drafted.write });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          outcomes[index] = "refused";
        }
      }
      // One statement for the batch; a write that records webhook events goes by itself, as `post`
      // writes it, so its events are drafted and recorded exactly as a single posting's.
      const together = drafts.filter(({ write }) => !write.webhookOutbox);
      for (let start = 0; start < together.length; start += WRITE_BATCH_MAX) {
        const chunk = together.slice(start, start + WRITE_BATCH_MAX);
        const written = await ledger.writePostings(
          tx,
          organizationId,
          chunk.map(({ write }) => write),
        );
        for (const { index, write } of chunk) {
          outcomes[index] = written.has(write.transaction.id) ? "posted" : "replayed";
        }
      }
      for (const { index, write } of drafts.filter((entry) => entry.write.webhookOutbox)) {
        const written = await ledger.writePosting(tx, write);
        if (written && written.webhookEvents > 0) recorded.add(tx);
        outcomes[index] = written ? "posted" : "replayed";
      }
      // A later posting on a card the batch already changed is judged against what it left.
      for (const [index, posting] of postings.entries()) {
        if (firsts.has(index)) continue;
        try {
          outcomes[index] = (await this.postOrSkip(posting, tx))?.replayed ? "replayed" : "posted";
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          outcomes[index] = "refused";
        }
      }
      if (recorded.has(tx)) deps.webhookEventsRecorded?.();
      return outcomes;
    },

    /** The postings among these idempotency keys, key → delta: an import's dry run tells balances imported before. */
    postingsByKey: (organizationId: string, keys: string[], outerTx?: Db) =>
      ledger.postingsByKey(outerTx ?? db, organizationId, keys),

    /** Like `post`; a settle posting with nothing to settle answers undefined and writes nothing. */
    async postOrSkip(posting: Posting, outerTx?: Db): Promise<PostingResult | undefined> {
      try {
        let postedIn: Db | undefined;
        const posted = await (outerTx ?? db).transaction((tx) => {
          postedIn = tx;
          return postIn(tx, posting);
        });
        // Inside a caller's transaction the commit comes a moment later; the job's run waits for a
        // worker's next poll, and its schedule catches what a run before the commit missed.
        if (postedIn && recorded.has(postedIn)) deps.webhookEventsRecorded?.();
        return posted;
      } catch (error) {
        if (error instanceof FraudBlockedError && !outerTx) await deps.fraud.logBlocked(error);
        throw error;
      }
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
/** What became of one posting of a batch. */
export type BatchOutcome = "posted" | "replayed" | "refused";
export type { Actor } from "./posting.types";

/** A points card's qualifying points before and after a posting (its level may change). */
function qualifyingChange(lotsBefore: PointsLots, at: number, after: PointsStanding) {
  return { before: pointsStanding(lotsBefore, at).qualifyingPoints, after: after.qualifyingPoints };
}

type PointsLots = Parameters<typeof pointsStanding>[0];

/** A reward in the live event: ids only, so the event's size does not grow with the reward's name. */
const eventReward = ({ id, milestoneId, cycle }: PostedReward) => ({ id, milestoneId, cycle });

/** The live event of a points posting: what the customer's points card shows, so it needs no fetch. */
export function pointsUpdatedEvent(
  state: { instance: Pick<PostingState["instance"], "id" | "cardId"> },
  transactionId: string,
  delta: number,
  standing: PointsStanding,
): LiveEvent {
  return {
    type: "points.updated",
    data: {
      instanceId: state.instance.id,
      loyaltyCardId: state.instance.cardId,
      transactionId,
      delta,
      balance: standing.balance,
      qualifyingPoints: standing.qualifyingPoints,
      expiring: standing.expiring
        ? { points: standing.expiring.points, at: new Date(standing.expiring.at).toISOString() }
        : null,
    },
  };
}
