import { z } from "zod";
import { REWARD_STATUSES, TRANSACTION_KINDS, TRANSACTION_SOURCES } from "./card-instances";
import { COMMUNICATION_MEDIA, CONSENT_CHANNELS, DELIVERY_STATUSES } from "./communications";
import { LANGUAGES } from "./constants";
import { CARD_KINDS } from "./stamp-cards";

/** How long the link of a prepared data export works, in days. It works once. */
export const DATA_EXPORT_LINK_DAYS = 7;
/** How many exports a person may ask for in a day: each one reads their whole history. */
export const DATA_EXPORTS_PER_DAY = 3;
/** How many of the newest history rows and messages "Your data" shows per business. */
export const YOUR_DATA_RECENT_ITEMS = 5;
/**
 * Days between asking to delete an account and its erasure. Signing in again before then cancels
 * it: a stolen session, or a change of mind, does not cost the person everything at once.
 */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
/**
 * An account that signs in only with Google confirms a deletion by signing in with Google again:
 * its session must be at most this many minutes old.
 */
export const ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES = 10;
/**
 * Exports and erasures an organization's owners may start for customers in a day: each sends the
 * customer a mail and a copy reads their whole history, so one business can not flood the job.
 */
export const DATA_REQUESTS_PER_ORGANIZATION_PER_DAY = 20;

const timestamp = z.iso.datetime({ offset: true });

/** The account itself: what the person gave Stampwise. */
export const PersonalAccountSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  phoneConfirmed: z.boolean(),
  birthDate: z.string().nullable(),
  language: z.enum(LANGUAGES),
  signsInWithGoogle: z.boolean(),
  /** Whether the account has a password (a deletion is confirmed with it; without one, with Google). */
  hasPassword: z.boolean(),
  createdAt: timestamp,
});

export const PersonalCardSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CARD_KINDS),
  name: z.string(),
  /** In the card's unit: stamps in the current cycle, points, or a gift card's minor units. */
  balance: z.number().int(),
  /** A gift card's currency (SEK…); null for stamps and points. */
  currency: z.string().nullable(),
  createdAt: timestamp,
  /** When the card was taken away or its business removed it; null while it is live. */
  endedAt: timestamp.nullable(),
});

export const PersonalHistoryEntrySchema = z.object({
  at: timestamp,
  cardName: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  source: z.enum(TRANSACTION_SOURCES),
  note: z.string().nullable(),
});

export const PersonalRewardSchema = z.object({
  cardName: z.string(),
  name: z.string(),
  status: z.enum(REWARD_STATUSES),
  issuedAt: timestamp,
  redeemedAt: timestamp.nullable(),
});

export const PersonalConsentSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  granted: z.boolean(),
  changedAt: timestamp,
});

/** One change of a consent, as the log keeps it. */
export const PersonalConsentEventSchema = PersonalConsentSchema.extend({ source: z.string() });

export const PersonalMessageSchema = z.object({
  medium: z.enum(COMMUNICATION_MEDIA),
  status: z.enum(DELIVERY_STATUSES),
  /** The subject of an email, the title of an in-app message; null for a text message. */
  title: z.string().nullable(),
  /** What was sent, as sent; null before it went out. */
  content: z.string().nullable(),
  /** The address it went to: an email address or a phone number; null in the app. */
  address: z.string().nullable(),
  sentAt: timestamp.nullable(),
  readAt: timestamp.nullable(),
});

/** Everything one business holds about the person. */
export const PersonalBusinessDataSchema = z.object({
  organizationId: z.uuid(),
  organizationName: z.string(),
  /** When they became the business's customer; null when they never did (a message or consent only). */
  customerSince: timestamp.nullable(),
  cards: z.array(PersonalCardSchema),
  history: z.array(PersonalHistoryEntrySchema),
  rewards: z.array(PersonalRewardSchema),
  consents: z.array(PersonalConsentSchema),
  consentLog: z.array(PersonalConsentEventSchema),
  messages: z.array(PersonalMessageSchema),
});
export type PersonalBusinessData = z.infer<typeof PersonalBusinessDataSchema>;

/** The whole of it: the export's JSON document. */
export const PersonalDataSchema = z.object({
  exportedAt: timestamp,
  account: PersonalAccountSchema,
  businesses: z.array(PersonalBusinessDataSchema),
});
export type PersonalData = z.infer<typeof PersonalDataSchema>;

export const DATA_EXPORT_STATES = ["preparing", "ready", "downloaded", "expired", "failed"] as const;

/** Where the person's newest export request stands. */
export const DataExportStateSchema = z.object({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATES),
  requestedAt: timestamp,
  readyAt: timestamp.nullable(),
  expiresAt: timestamp.nullable(),
  downloadedAt: timestamp.nullable(),
  /** The file's size in bytes, once made. */
  fileBytes: z.number().int().nullable(),
});
export type DataExportState = z.infer<typeof DataExportStateSchema>;

/**
 * `GET /user/data` ("Your data"): the same, with each business's history and messages cut to the
 * newest few and counted, so a long history reads on a phone; the export holds all of it.
 */
export const YourDataSchema = z.object({
  account: PersonalAccountSchema,
  businesses: z.array(
    PersonalBusinessDataSchema.omit({
      history: true,
      messages: true,
      consentLog: true,
      rewards: true,
    }).extend({
      rewardCount: z.number().int(),
      history: z.array(PersonalHistoryEntrySchema),
      historyCount: z.number().int(),
      messages: z.array(PersonalMessageSchema),
      messageCount: z.number().int(),
    }),
  ),
  latestExport: DataExportStateSchema.nullable(),
});
export type YourData = z.infer<typeof YourDataSchema>;

/** The mailed link's token: 43 base64url characters (32 random bytes). */
export const DataExportTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export const ACCOUNT_DELETION_STATES = ["scheduled", "cancelled", "erased"] as const;
export type AccountDeletionStatus = (typeof ACCOUNT_DELETION_STATES)[number];

/**
 * `POST /user/account-deletion`: the account's password; an account without one leaves it out and
 * must have signed in with Google in the last ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES.
 */
export const AccountDeletionRequestSchema = z.strictObject({
  password: z.string().min(1).max(200).optional(),
});
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequestSchema>;

/** A scheduled deletion: the account is erased at `dueAt` unless the person signs in before. */
export const AccountDeletionScheduledSchema = z.object({
  status: z.literal("scheduled"),
  requestedAt: timestamp,
  dueAt: timestamp,
});
export type AccountDeletionScheduled = z.infer<typeof AccountDeletionScheduledSchema>;

/**
 * One line of the owners' log of data requests at their business: a copy of a customer's data
 * started here for a customer who asked in person, or the deletion of a customer's account (started
 * here, or by the customer in the app). It says who it was for (null once they are no longer a
 * customer here, and always once erased: then only the anonymous id their history now carries), who
 * asked, when, and where it stands. A copy's file only ever reaches the customer.
 */
export const DataRequestLogEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(["export", "erasure"]),
  status: z.enum([...DATA_EXPORT_STATES, ...ACCOUNT_DELETION_STATES]),
  requestedAt: timestamp,
  /** A copy: when it was ready and downloaded. Null for an erasure. */
  readyAt: timestamp.nullable(),
  downloadedAt: timestamp.nullable(),
  /** An erasure: when it is due, and when it was cancelled or done. Null for a copy. */
  dueAt: timestamp.nullable(),
  cancelledAt: timestamp.nullable(),
  erasedAt: timestamp.nullable(),
  customer: z
    .object({ userId: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  /** The id that replaced an erased customer's on this business's history; null before erasure. */
  anonymousId: z.uuid().nullable(),
  /** The owner who started it; null when the customer did, or the owner's account is gone. */
  requestedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type DataRequestLogEntry = z.infer<typeof DataRequestLogEntrySchema>;

/** How many of the newest requests the log shows. */
export const DATA_REQUEST_LOG_LIMIT = 100;
