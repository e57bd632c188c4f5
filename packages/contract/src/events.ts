import { z } from "zod";

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
 * the customer's card shows (the balance, the cycle and the rewards it issued), so an open cards
 * page updates from the event alone; other changes name the card and the client refetches it.
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
        rewardsIssued: z.array(
          z.object({
            id: z.uuid(),
            milestoneId: z.uuid().nullable(),
            name: z.string(),
            cycle: z.number().int(),
          }),
        ),
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
    /** A name, not a document: the counter dialog says at once who collected, without a fetch. */
    customerName: z.string(),
  }),
});

/** A person joined through the store's join code an admin showed: the screen welcomes them and rotates. */
export const JoinRedeemedEventSchema = z.object({
  type: z.literal("join.redeemed"),
  data: z.object({
    instanceId: z.uuid(),
    userId: z.uuid(),
    /** Their first name, for "Welcome, Maja!" on the till's screen. */
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
