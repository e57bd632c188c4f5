/** Limits shared by the API and both apps. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const ORGANIZATION_NAME_MAX_LENGTH = 120;
export const ADDRESS_MAX_LENGTH = 300;
export const MINIMUM_AGE = 18;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const LANGUAGES = ["en-US", "sv-SE"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en-US";

export const ROLES = ["admin", "user"] as const;
export type Role = (typeof ROLES)[number];

export const MEMBERSHIP_ROLES = ["owner", "admin"] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

/** Header that names the organization an admin request acts on. */
export const ORGANIZATION_HEADER = "x-organization-id";

/** Clients reconnect after 3 s, doubling up to 30 s; the server announces the first as `retry:`. */
export const EVENTS_RECONNECT_INITIAL_MS = 3000;
export const EVENTS_RECONNECT_MAX_MS = 30_000;
/**
 * The stream's last event when the server ends it on purpose (a process shutting down):
 * `{ "retryMs": n }`, how long to wait before reconnecting (to another process). The browser's
 * EventSource keeps a `retry:` field to itself, and the apps replace its reconnect with their own
 * back-off, so the hint also comes as this event. Not a live event of the account: no id.
 */
export const EVENTS_RECONNECT_EVENT = "reconnect";

/** Stamp cards: how many stamps complete a card. */
export const STAMPS_REQUIRED_MIN = 1;
export const STAMPS_REQUIRED_MAX = 25;
export const CARD_NAME_MAX_LENGTH = 120;
export const CARD_DESCRIPTION_MAX_LENGTH = 1000;
export const REWARD_NAME_MAX_LENGTH = 120;
export const REWARD_DESCRIPTION_MAX_LENGTH = 1000;
export const TEMPLATE_TEXT_MAX_LENGTH = 120;
export const TEMPLATE_URL_MAX_LENGTH = 2048;
export const QR_DESCRIPTION_MAX_LENGTH = 500;
/** Stamp size in CSS pixels on the card preview. */
export const STAMP_SIZE_MIN = 24;
export const STAMP_SIZE_MAX = 96;

/**
 * A cookie the page's script can read (the session's cannot) that says a session cookie is there:
 * set and cleared with it, and brought in line with it by every page the server sends. Without it
 * the apps know the visitor is signed out and ask the server nothing. It holds only "1".
 */
export const SIGNED_IN_HINT_COOKIE = "sw_signed_in";
