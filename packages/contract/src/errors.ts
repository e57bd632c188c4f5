import { z } from "zod";
import { StampsLoweringSchema } from "./stamp-cards";

/**
 * Machine-readable error codes. The apps translate by code; the API's English message is a
 * fallback for people reading raw responses.
 */
export const ERROR_CODES = [
  "VALIDATION_ERROR",
  "UNAUTHENTICATED",
  "INVALID_CREDENTIALS",
  "INVALID_LOGIN_TYPE",
  "EMAIL_ALREADY_REGISTERED",
  "TOKEN_INVALID",
  "TOKEN_EXPIRED",
  "TOKEN_USED",
  /** A reset link older than the newest one sent to the address: only the newest works. */
  "TOKEN_SUPERSEDED",
  "RATE_LIMITED",
  /**
   * The organization already runs as many heavy requests (targeting counts, insights, the users
   * table and export) as it may at once: 429 with Retry-After.
   */
  "TOO_MANY_HEAVY_REQUESTS",
  /** A statement ran past its time bound: 503; a narrower request (fewer rules, a shorter range) may pass. */
  "QUERY_TOO_HEAVY",
  "FORBIDDEN_ORIGIN",
  "FORBIDDEN",
  "OWNER_REQUIRED",
  "LAST_OWNER",
  "ADMIN_ALREADY_EXISTS",
  "INVITATION_EMAIL_MISMATCH",
  "INVITATION_CANCELLED",
  "ORGANIZATION_REQUIRED",
  /** Starting another organization when the account owns the most one account may own. */
  "ORGANIZATION_LIMIT_REACHED",
  "NOT_FOUND",
  "LOWERING_NEEDS_CONFIRMATION",
  "CARD_INSTANCE_EXISTS",
  "STAMPS_BELOW_ZERO",
  "REWARD_NOT_AVAILABLE",
  "QR_EXPIRED",
  "QR_ALREADY_USED",
  "QR_NOT_RECOGNIZED",
  /** A QR code of a stamp card that was deleted since: the code is retired, the offer has ended. */
  "OFFER_ENDED",
  /** POST /loyalty-program when the organization has one already (one per organization). */
  "LOYALTY_PROGRAM_EXISTS",
  /** GET /loyalty-program/by-organization before one is made: the screen offers to create it. */
  "LOYALTY_PROGRAM_NOT_FOUND",
  /** A level needs the program first (the levels screen: "create a program first"). */
  "LOYALTY_PROGRAM_REQUIRED",
  /** Another level of the organization already starts at these required points. */
  "LOYALTY_LEVEL_POINTS_TAKEN",
  /** Another level of the organization already has this name, in any case ("Gold" and "gold"). */
  "LOYALTY_LEVEL_NAME_TAKEN",
  /** A gift card redeemed or adjusted below zero: the answer names the balance. */
  "GIFT_CARD_BALANCE_TOO_LOW",
  /** A top-up that would take a gift card past the most a ledger balance can hold. */
  "GIFT_CARD_BALANCE_TOO_HIGH",
  /** Changing the currency of a gift card definition that has issued cards (their amounts are in it). */
  "GIFT_CARD_CURRENCY_LOCKED",
  /** A gift card definition that was deleted issues no new cards (issued ones stay valid). */
  "GIFT_CARD_RETIRED",
  /** Spending more points than the customer can spend now (the balance never goes below zero). */
  "POINTS_INSUFFICIENT",
  /** Points that would take a customer past the most a ledger balance can hold. */
  "POINTS_BALANCE_TOO_HIGH",
  /** Earning while the loyalty program is inactive: balances stay and can still be spent. */
  "POINTS_PROGRAM_INACTIVE",
  /** A purchase that the program's rule turns into no points (too small, and no points per visit). */
  "POINTS_NOTHING_EARNED",
  /** Redeeming a points reward that is switched off in the catalogue. */
  "POINTS_REWARD_INACTIVE",
  /** Changing an active communication: pause it first (read-only while active). */
  "COMMUNICATION_READ_ONLY",
  /** Changing a scheduled communication: cancel the schedule first. */
  "COMMUNICATION_SCHEDULED",
  /** A status change the status machine does not allow. */
  "COMMUNICATION_STATUS_CHANGE",
  /** Scheduling or reactivating a communication that is not complete: the answer lists the fields. */
  "COMMUNICATION_INCOMPLETE",
  /** Deleting a communication that is sending: pause it first. */
  "COMMUNICATION_ACTIVE",
  /** An insights figure is beyond what a JSON number carries exactly (2^53 − 1): refused, never rounded. */
  "STATISTICS_FIGURE_TOO_LARGE",
  /** Undoing an unsubscribe without a live ticket from the unsubscribe (its minutes have passed). */
  "UNSUBSCRIBE_UNDO_EXPIRED",
  /** A phone confirmation code that is wrong, expired or used up. */
  "PHONE_CODE_INVALID",
  /** Asking for a confirmation code (or SMS) without a phone number on the account. */
  "PHONE_REQUIRED",
  /** Inviting or joining a person who is already this organization's customer. */
  "ALREADY_CUSTOMER",
  /** An invitation for an email or phone that no customer account has. */
  "NO_ACCOUNT",
  /** An invitation opened by another account than the one it was sent to. */
  "INVITATION_OTHER_ACCOUNT",
  /** Joining or collecting with an administrator's account: only customer accounts join. */
  "CUSTOMER_ACCOUNT_REQUIRED",
  /** A text message asked for (a confirmation code) while no SMS provider is set up: none can be sent. */
  "SMS_UNAVAILABLE",
  /** A bearer key that is malformed, unknown, revoked, or whose maker is no longer an owner. */
  "API_KEY_INVALID",
  /**
   * A key where none is taken: on a route of the apps (customer routes, event streams, owners'
   * routes), sent from a browser, in a cookie, or next to a session cookie.
   */
  "API_KEY_NOT_ACCEPTED",
  /** A key whose scope does not cover the route (a read key writing, a counter key editing cards). */
  "API_KEY_SCOPE",
  /** Making a key when the organization holds as many as it may. */
  "API_KEY_LIMIT_REACHED",
  /** A webhook address the server may not send to: a private or loopback host, or http outside development. */
  "WEBHOOK_URL_NOT_ALLOWED",
  /** An organization already has the most webhook endpoints it may have. */
  "WEBHOOK_ENDPOINT_LIMIT_REACHED",
  /** A test event for an endpoint that is switched off: switch it on first. */
  "WEBHOOK_ENDPOINT_DISABLED",
  /** An import file with no bytes. */
  "IMPORT_FILE_EMPTY",
  /** An import file that is not UTF-8 text (a spreadsheet's binary format, an image). */
  "IMPORT_FILE_NOT_TEXT",
  /** An import file that CSV cannot be read from (an unclosed quote, say). */
  "IMPORT_FILE_MALFORMED",
  /** An import file with a header and no rows. */
  "IMPORT_FILE_NO_ROWS",
  /** An import file whose header has no `email` column. */
  "IMPORT_EMAIL_COLUMN_MISSING",
  /** An import file with more rows than one import takes. */
  "IMPORT_TOO_MANY_ROWS",
  /** An import started while another of the organization's runs. */
  "IMPORT_ALREADY_RUNNING",
  /** An import whose file holds nobody to import (every row wrong or an account elsewhere). */
  "IMPORT_NOTHING_TO_IMPORT",
  /** A person asked for more data exports in a day than DATA_EXPORTS_PER_DAY: 429. */
  "DATA_EXPORT_LIMIT",
  /** A data export's link that names no export of the signed-in person: 404. */
  "DATA_EXPORT_NOT_FOUND",
  /** A data export's link that was already used: it works once (410). */
  "DATA_EXPORT_USED",
  /** A data export's link past its DATA_EXPORT_LINK_DAYS: 410. */
  "DATA_EXPORT_EXPIRED",
  /** An owner started more exports and erasures in a day than DATA_REQUESTS_PER_ORGANIZATION_PER_DAY: 429. */
  "DATA_REQUEST_LIMIT",
  /** Deleting an account with a wrong password: 403 (the session stays). */
  "PASSWORD_INCORRECT",
  /** Deleting an account without a password, whose Google sign-in is not fresh: 403. */
  "FRESH_SIGN_IN_REQUIRED",
  /** Deleting a staff account from the customer's side: staff accounts are not deleted here (409). */
  "ACCOUNT_DELETION_STAFF",
  /** A wallet pass asked for while that wallet is not configured on this server, or for a card not yours: 404. */
  "WALLET_UNAVAILABLE",
  /** A pass's web service call without its pass's authentication token (Apple Wallet): 401. */
  "WALLET_PASS_UNAUTHORIZED",
  /** A Google Wallet callback that Google did not sign for this issuer, or whose message expired: 401. */
  "WALLET_CALLBACK_UNVERIFIED",
  /** More devices registered for one pass than WALLET_DEVICES_PER_PASS: 429. */
  "WALLET_DEVICE_LIMIT",
  /** The wallet's provider (Google's Wallet API) failed or did not answer in time: 502; try again later. */
  "WALLET_PROVIDER_FAILED",
  "FRAUD_COOLDOWN",
  "FRAUD_HOURLY_CAP",
  "OAUTH_FAILED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "BAD_REQUEST",
  "INTERNAL_ERROR",
  "SERVICE_UNAVAILABLE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const FieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const ErrorResponseSchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      /** Per-field problems for VALIDATION_ERROR, so forms can place them under the field. */
      issues: z.array(FieldIssueSchema).optional(),
      /** For INVALID_LOGIN_TYPE: the role whose login page to use. */
      role: z.enum(["admin", "user"]).optional(),
      /** For RATE_LIMITED and TOO_MANY_HEAVY_REQUESTS: seconds to wait before trying again (also in Retry-After). */
      retryAfterSeconds: z.number().int().optional(),
      /** For LOWERING_NEEDS_CONFIRMATION: what lowering a card's stamps required would change. */
      lowering: StampsLoweringSchema.optional(),
    }),
  })
  // One named schema in the OpenAPI document, which every operation's error answers refer to
  // (inlined, its list of codes made the document 3.5 MB).
  .meta({ id: "ErrorResponse" });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
