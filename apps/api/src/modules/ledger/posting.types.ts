import type { CardKind, ErrorCode, FraudRules, PlannedReward, TransactionSource } from "@stampwise/contract";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RecentScan, StoredPointsLot } from "./ledger.table";

/**
 * The shapes a posting passes through: what the locking read gives the rules (PostingState), what
 * a rule answers (RuleOutcome or RuleRefusal), and what the write takes (PostingWrite). Kept apart
 * from the rules and the repository so neither imports the other.
 */

/**
 * Who makes a posting: the account, and the API key the request came through (null for the apps
 * and the server's own paths). A key acts in the name of the owner who made it.
 */
export interface Actor {
  userId: string;
  apiKeyId: string | null;
}

/** Which card a posting is for: an instance, or a customer's live instance of a card. */
export type PostingTarget = { instanceId: string } | { userId: string; cardId: string };

/** Everything a posting's rule and the scan caps read, as the locked rows stand. */
export interface PostingState {
  instance: {
    id: string;
    cardId: string;
    userId: string;
    balance: number;
    cycle: number;
    cycleRewardedMilestones: string[];
    recentScans: RecentScan[];
  };
  card: { kind: CardKind; name: string; stampsRequired: number | null };
  /** A points card's lots and its program's rule; null for other kinds. */
  points: { lots: StoredPointsLot[]; expiresMonths: number; programActive: boolean } | null;
  milestones: { id: string; rewardName: string; stampsNeeded: number }[];
  fraudRules: FraudRules;
  /** Seconds since the epoch on the database's clock, read with the lock. */
  nowSeconds: number;
  lastScanAtSeconds: number | null;
  /**
   * The organization has an enabled webhook endpoint: only then does the write carry the outbox's
   * statement, so a posting elsewhere costs what it did before webhooks.
   */
  webhooksWanted: boolean;
}

/** The rows one posting writes, all known before the write (ids are made by the caller). */
export interface PostingWrite {
  organizationId: string;
  instanceId: string;
  userId: string;
  transaction: {
    id: string;
    kind: string;
    delta: number;
    source: TransactionSource;
    actorUserId: string;
    actorApiKeyId: string | null;
    idempotencyKey: string;
    note: string | null;
  };
  balance: number;
  cycle: number;
  cycleRewardedMilestones: string[];
  recentScans: RecentScan[];
  /** A points card's lots after the posting and the first instant one expires; null: unchanged. */
  points: PointsWrite | null;
  /** Set for scan sources: the customer's last scan becomes now. */
  lastScanAtSeconds: number | null;
  rewards: PostedReward[];
  notification: { channel: string; payload: string };
  /**
   * The webhook outbox's statement (`LedgerNeighbours.webhooks`), run as a CTE of the write so the
   * events commit or roll back with the posting; for an organization without webhooks it joins no
   * endpoint and writes nothing. Null for an organization without an enabled endpoint.
   */
  webhookOutbox: SQL | null;
  /** When it happened, for history written after the fact (Posting.at); null: now. */
  at: Date | null;
}

/** A reward a posting issues; one bought with points is handed over (redeemed) in the same write. */
export interface PostedReward {
  id: string;
  milestoneId: string | null;
  name: string;
  cycle: number;
  pointsRewardId?: string;
  redeemedBy?: string;
}

/** A written posting as the database answers it (snake_case JSON rows). */
export interface PostingWritten {
  transaction: Record<string, unknown>;
  instance: Record<string, unknown>;
  rewards: Record<string, unknown>[];
  /** Webhook deliveries the write recorded (0 for an organization without webhooks). */
  webhookEvents: number;
}

/** What a posting changes on the card: its balance, its cycle and the rewards it issues. */
export interface RuleOutcome {
  balance: number;
  cycle: number;
  cycleRewardedMilestones: string[];
  rewards: PlannedReward[];
  /** A points card's lots after the posting, when the next of them expires, and its qualifying points. */
  points?: PointsWrite;
}

/** What a points posting (or expiry) writes beside the balance. */
export interface PointsWrite {
  lots: StoredPointsLot[];
  /** The first instant a lot with points left expires: the expiry job's index. */
  nextExpiryAtMs: number | null;
  /** Qualifying points after the write and until when they hold (`qualifyingStanding`). */
  qualifying: { points: number; untilMs: number | null };
}

/** What a rule knows of the posting besides the change: the ledger row's id (a points lot is named by it). */
export interface RuleContext {
  transactionId: string;
}

/** Why a rule refuses a change (the balance would go below zero, say). */
export interface RuleRefusal {
  refused: { status: number; code: ErrorCode; message: string };
}

/**
 * A kind's rule: pure, given the locked state and the change. One per kind of card; the posting
 * path is the same for all.
 */
export interface LedgerRule {
  /** The ledger row's kind. */
  transactionKind: string;
  apply(state: PostingState, delta: number, context: RuleContext): RuleOutcome | RuleRefusal;
  /**
   * Brings a balance in line after the card's settings changed (no value given or taken);
   * undefined when it already is.
   */
  settle?(state: PostingState): RuleOutcome | undefined;
}

export type LedgerRules = Partial<Record<CardKind, LedgerRule>>;

/**
 * What the ledger asks of other modules: the customers relation (`users/customers.repository.ts`,
 * a module above the ledger that uses it) and the card definitions' lookups
 * (`cards/cards.repository.ts`). app.ts hands them in (`ledger-neighbours.ts`), so the ledger imports
 * only its own files, events and the scan caps. Each takes the handle to run on (the posting's
 * transaction).
 */
export interface LedgerNeighbours {
  customers: {
    /** A customer of the organization, or a person whose identity code was scanned here. */
    find(db: Db, organizationId: string, userId: string): Promise<{ id: string } | undefined>;
    /** A customer account, whatever its relation here: for the person's own act only. */
    findAccount(db: Db, userId: string): Promise<{ id: string } | undefined>;
    /** Makes the person a customer here (once); `since` back-dates it. */
    add(db: Db, organizationId: string, userId: string, since?: Date): Promise<void>;
  };
  /**
   * The webhook outbox (`webhooks/webhook-outbox.repository.ts`): the statement that records a
   * posting's events for the endpoints that want them, and the same for changes outside a posting.
   */
  webhooks: {
    /**
     * SQL true when the organization (a uuid expression) has an enabled endpoint (wanting
     * `eventType`, when named): read with the lock.
     */
    wanted(organizationId: SQL, eventType?: string): SQL;
    outboxStatement(organizationId: string, drafts: WebhookEventDraft[], condition: SQL): SQL;
    record(db: Db, organizationId: string, drafts: WebhookEventDraft[]): Promise<number>;
  };
  cards: {
    /** A live stamp card of the organization, share-locked when asked. */
    findLiveStampCard(
      db: Db,
      organizationId: string,
      cardId: string,
      options?: { share?: boolean },
    ): Promise<{ id: string } | undefined>;
    /** A live card of any kind, with its kind. */
    findLiveCardKind(
      db: Db,
      organizationId: string,
      cardId: string,
    ): Promise<{ id: string; kind: CardKind } | undefined>;
  };
}

/** A webhook event a change tells of (the webhooks module's outbox keeps those an endpoint wants). */
export interface WebhookEventDraft {
  type: string;
  /** The card instance it is about: one card's events reach an endpoint in order. */
  orderingKey: string;
  data: Record<string, unknown>;
  /** level.changed: kept only when a level of the organization lies between these points. */
  levelCheck?: { before: number; after: number };
  /** Recorded once per endpoint under this key. */
  eventKey?: string;
}
