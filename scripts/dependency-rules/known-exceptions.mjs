/**
 * Imports the rules of .dependency-cruiser.cjs forbid that stay for now, each with its reason.
 * `from` and `to` are regular expressions over the importing and the imported path. An entry no
 * import matches any more fails the check: take it off. docs/architecture.md ("Layers and the
 * import rules") says where each group is headed.
 */
const m = (name) => `^apps/api/src/modules/(${name})/`;

/** The account tables: every module keys its rows by accounts (users) and organizations. */
const ACCOUNTS = "accounts|organizations";
/** The card definitions (loyalty_cards of every kind, templates, milestones) live in stamp-cards. */
const CARD_DEFINITIONS = "stamp-cards";

const cycle = (from, to, reason) => ({
  rule: "no-module-cycles",
  from: `^apps/api/src/modules/${from}$`,
  to: `^apps/api/src/modules/(${to})$`,
  reason,
});
const table = (from, to, reason) => ({ rule: "no-foreign-table", from: m(from), to: m(to), reason });
const repository = (from, to, reason) => ({
  rule: "no-foreign-repository",
  from: m(from),
  to: m(to),
  reason,
});
const route = (file, to, reason) => ({
  rule: "routes-call-services",
  from: `^apps/api/src/modules/${file}$`,
  to,
  reason,
});

const ACCOUNT_CYCLE =
  "Accounts (users) and organizations join each other's tables: an organization's members are " +
  "accounts, and the users module also holds the directory, which reads organizations. Goes when " +
  "the accounts leave the users module.";
const CARD_CYCLE =
  "The card definitions (stamp-cards) and the ledger import each other: the ledger reads a card's " +
  "rules, stamp-cards settles balances through the ledger and retires QR codes. Goes when the " +
  "definitions become a module of their own below the ledger.";
const DIRECTORY_CYCLE =
  "The users directory reads the ledger's cards and points standing, and the ledger adds a customer " +
  "to the directory on a first card. Goes when a trigger on card_instances feeds the directory.";
const SMS_CYCLE =
  "The SMS webhook records delivery outcomes and consent replies in communications' tables, and " +
  "targeting reads communications. Goes when sms becomes a channel inside communications' delivery.";

export const knownExceptions = [
  cycle("organizations", "users", ACCOUNT_CYCLE),
  cycle("users", "heavy-requests|ledger|organizations|points|stamp-cards", DIRECTORY_CYCLE),
  cycle("ledger", "events|fraud|points|stamp-cards|users", `${CARD_CYCLE} ${DIRECTORY_CYCLE}`),
  cycle("stamp-cards", "ledger|qr-codes", CARD_CYCLE),
  cycle(
    "fraud",
    "organizations|stamp-cards|users",
    "The scan caps' log names the card and the customer (foreign keys); in the card cycle.",
  ),
  cycle(
    "loyalty-program",
    "stamp-cards",
    "The program's points card is a card definition; in the card cycle.",
  ),
  cycle(
    "points",
    "ledger|loyalty-program|users",
    "Points read the program and post through the ledger; in the card cycle.",
  ),
  cycle(
    "qr-codes",
    "events|fraud|ledger|loyalty-program|organizations|stamp-cards|users",
    "Counter codes name a card and stamp through the ledger; in the card cycle.",
  ),
  cycle("communications", "sms|targeting", SMS_CYCLE),
  cycle("sms", "communications", SMS_CYCLE),
  cycle("targeting", "communications", SMS_CYCLE),

  table(
    "administrators|auth|consent|customer-invitations|setup-checklist|organizations|customer-cards|points|users",
    ACCOUNTS,
    "Joins the account tables (users, organizations) by key; their owners have no read service for it yet.",
  ),
  table(
    "fraud|gift-cards|join-codes|loyalty-program|qr-codes|targeting|ledger",
    `${CARD_DEFINITIONS}|${ACCOUNTS}`,
    "Reads or writes the card definitions (loyalty_cards) and joins the account tables: the definitions have no module of their own yet (the card cycle).",
  ),
  table(
    "gift-cards|points|phone|users|stamp-cards|communications",
    "ledger",
    "Reads the ledger's cards, balances or rewards in a join (a read model the ledger does not publish yet); nothing but the ledger writes value.",
  ),
  table(
    "join-codes|qr-codes|targeting|communications",
    "loyalty-program",
    "Reads the points program's settings in a join; the program has no read service for them yet.",
  ),
  table(
    "phone",
    `consent|${ACCOUNTS}`,
    "A confirmed phone number sets the account's number and its SMS consent in one transaction.",
  ),
  table("sms", `communications|consent|${ACCOUNTS}`, SMS_CYCLE),
  table("targeting", "communications", SMS_CYCLE),
  table(
    "stamp-cards",
    "qr-codes",
    "Deleting a card retires its counter codes in the same transaction; in the card cycle.",
  ),

  repository(
    "administrators|auth|customer-invitations|gift-cards|ledger",
    "users|organizations|administrators",
    "Account lookups through the accounts' repositories; in the account cycle.",
  ),
  repository(
    "customer-cards|users|gift-cards",
    "ledger",
    "Reads the customer's cards and rewards through the ledger's repository; the ledger publishes no read service yet.",
  ),
  repository(
    "customer-cards|join-codes|qr-codes|ledger|users",
    CARD_DEFINITIONS,
    "Looks a card definition up; in the card cycle.",
  ),
  repository(
    "join-codes|qr-codes|points",
    "loyalty-program",
    "Reads the points program; it has no read service for it yet.",
  ),
  repository("sms", "consent", SMS_CYCLE),
  repository("stamp-cards", "qr-codes", "Deleting a card retires its counter codes; in the card cycle."),

  route(
    "communications/user-communications\\.routes\\.ts",
    "communications/(user-)?communications\\.repository\\.ts$",
    "The customer's inbox reads its rows straight from the repository; to get a service.",
  ),
  route(
    "consent/consent\\.routes\\.ts",
    "(consent/consent\\.repository|db/client)\\.ts$",
    "Consent changes run in a transaction the route opens; to move into a service.",
  ),
  route(
    "health/health\\.routes\\.ts",
    "db/client\\.ts$",
    "Readiness asks the database itself whether it answers.",
  ),
  route("sms/sms\\.routes\\.ts", ".*", SMS_CYCLE),
  route(
    "statistics/statistics\\.routes\\.ts",
    "(statistics/statistics\\.repository|db/statement-timeout)\\.ts$",
    "Insights run their read under a named statement bound the route chooses; to move into a service.",
  ),
  route(
    "users/users-directory\\.routes\\.ts",
    "users/recent-history\\.repository\\.ts$",
    "Names the admin scope type only.",
  ),
];
