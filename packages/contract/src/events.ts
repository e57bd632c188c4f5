import { z } from "zod";

/**
 * Every live event goes out as one PostgreSQL NOTIFY, which takes under 8000 bytes. So no event
 * carries a list or a text that grows with the data: lists are capped with their full count beside
 * them, and texts are cut to a length whose worst case (every character escaped by JSON) still
 * fits. A client that gets less than the whole refetches.
 */
/** Rewards a posting's `card.updated` names; past it, `rewardsIssuedCount` says how many there were. */
export const LIVE_EVENT_REWARDS_MAX = 25;
/** Characters of a person's name in a live event (`qr.redeemed`). */
export const LIVE_EVENT_NAME_MAX_LENGTH = 120;

/** `text` cut to `max` characters (whole code points, so no half of an emoji), marked with "…". */
export function liveEventText(text: string, max = LIVE_EVENT_NAME_MAX_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max - 1).join("")}…`;
}

/**
 * What `GET /api/events` streams to a signed-in account. Each event goes out as
 * `event: <type>` with `data: <JSON of data>`; later features add their types to the union.
 */
export const ReadyEventSchema = z.object({
  type: z.literal("ready"),
  /** Sent first on every connection. A client that hears nothing for twice the interval reconnects. */
  data: z.object({ heartbeatSeconds: z.number().positive() }),
});

/**
 * A customer's card changed (stamps, rewards, added or removed). A posting's event carries what
 * the customer's card shows (the balance, the cycle and the rewards it issued, by id: their names
 * are the card's and its milestones', which the client holds), so an open cards page updates from
 * the event alone; other changes name the card and the client refetches it.
 */
export const CardUpdatedEventSchema = z.object({
  type: z.literal("card.updated"),
  data: z.object({
    instanceId: z.uuid(),
    loyaltyCardId: z.uuid(),
    /** Stamps now; null when the card was removed. */
    stamps: z.number().int().nullable(),
    /** Present on a posting: the cycle now and the rewards it issued. */
    posting: z
      .object({
        cycle: z.number().int(),
        /** How many rewards the posting issued; more than `rewardsIssued` holds when it was capped. */
        rewardsIssuedCount: z.number().int().nonnegative(),
        /** The first `LIVE_EVENT_REWARDS_MAX` of them; milestoneId null is the card's final reward. */
        rewardsIssued: z
          .array(z.object({ id: z.uuid(), milestoneId: z.uuid().nullable(), cycle: z.number().int() }))
          .max(LIVE_EVENT_REWARDS_MAX),
      })
      .optional(),
  }),
});

/**
 * A customer's points changed (earned, spent, adjusted, expired): what the points card shows, so
 * an open page updates from the event alone.
 */
export const PointsUpdatedEventSchema = z.object({
  type: z.literal("points.updated"),
  data: z.object({
    instanceId: z.uuid(),
    loyaltyCardId: z.uuid(),
    transactionId: z.uuid(),
    delta: z.number().int(),
    /** Points the customer can spend now. */
    balance: z.number().int(),
    /** Earned and not expired, spent or not: what the level is judged by. */
    qualifyingPoints: z.number().int(),
    expiring: z.object({ points: z.number().int(), at: z.iso.datetime({ offset: true }) }).nullable(),
  }),
});

/** A stamp QR code an admin showed was redeemed: the counter dialog shows a fresh code. */
export const QrRedeemedEventSchema = z.object({
  type: z.literal("qr.redeemed"),
  data: z.object({
    instanceId: z.uuid(),
    qrCodeId: z.uuid(),
    userId: z.uuid(),
    /**
     * A name, not a document: the counter dialog says at once who collected, without a fetch.
     * Cut to `LIVE_EVENT_NAME_MAX_LENGTH` characters (`liveEventText`).
     */
    customerName: z.string().max(LIVE_EVENT_NAME_MAX_LENGTH * 2),
  }),
});

/** A person joined through the store's join code an admin showed: the screen welcomes them and rotates. */
export const JoinRedeemedEventSchema = z.object({
  type: z.literal("join.redeemed"),
  data: z.object({
    instanceId: z.uuid(),
    userId: z.uuid(),
    /** Their first name, for "Welcome, Maja!" on the till's screen; cut like `qr.redeemed`'s name. */
    customerName: z.string(),
  }),
});

/** An in-app message arrived in the customer's inbox: the inbox refetches, the tab badge counts it. */
export const MessageReceivedEventSchema = z.object({
  type: z.literal("message.received"),
  data: z.object({ id: z.uuid(), organizationId: z.uuid() }),
});

/**
 * The account stopped being a member of an organization (removed, or left). The server ends the
 * account's open streams right after sending it: what was open under the membership closes, and
 * a reconnect starts from what the account is now.
 */
export const MembershipEndedEventSchema = z.object({
  type: z.literal("membership.ended"),
  data: z.object({ organizationId: z.uuid() }),
});

export const LiveEventSchema = z.discriminatedUnion("type", [
  ReadyEventSchema,
  CardUpdatedEventSchema,
  PointsUpdatedEventSchema,
  QrRedeemedEventSchema,
  JoinRedeemedEventSchema,
  MessageReceivedEventSchema,
  MembershipEndedEventSchema,
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent["type"];
