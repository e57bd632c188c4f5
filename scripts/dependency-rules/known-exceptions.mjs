/**
 * Imports the rules of .dependency-cruiser.cjs forbid that stay for now, each group with its reason
 * and where it is headed. `from` and `to` are regular expressions over the importing and the
 * imported path. An entry that no import matches any more fails the check: take it off.
 *
 * There is no module cycle left; what stays are reads across modules (a join on another module's
 * table, a lookup through another module's repository).
 */
const modules = (names) => `^apps/api/src/modules/(${names})/`;
const table = (from, to, reason) => ({
  rule: "no-foreign-table",
  from: modules(from),
  to: modules(to),
  reason,
});
const repository = (from, to, reason) => ({
  rule: "no-foreign-repository",
  from: modules(from),
  to: `${modules(to)}.*\\.repository\\.ts$`,
  reason,
});

export const knownExceptions = [
  // Reads through another module's repository: these modules are data their owners publish as
  // query functions. Headed for a service file per owner that names what others may call.
  repository(
    "administrators|auth|customer-invitations|phone",
    "accounts|organizations",
    "Accounts and organizations (with memberships) are looked up by the modules above them; the " +
      "owners have no rules beyond their queries yet, so their repositories are what they publish.",
  ),
  repository(
    "customer-cards|join-codes|qr-codes|stamp-cards|users",
    "cards",
    "A card definition's lookups (a live stamp card, a card's kind) and its answer's shape are the " +
      "cards module's published reads.",
  ),
  repository(
    "join-codes|points|qr-codes",
    "loyalty-program",
    "The points program's settings, read where points are given.",
  ),
  repository(
    "customer-invitations|gift-cards",
    "users",
    "Joining an organization writes the customers relation (a person becomes a customer) and the " +
      "counter's reached list, which the users module owns.",
  ),
  repository(
    "gift-cards|users",
    "ledger|customer-cards",
    "Issued gift cards and a profile's cards read the ledger's cards and the held-cards read model; " +
      "nothing but the ledger writes them.",
  ),
  repository(
    "stamp-cards",
    "qr-codes",
    "Lowering a card's stamps caps its counter codes' stamps in the same transaction.",
  ),

  // Joins on another module's table, for names, settings and figures a screen shows.
  table(
    "administrators|api-keys|auth|consent|counter-rules|customer-cards|customer-invitations|gift-cards|" +
      "join-codes|organizations|phone|points|qr-codes|setup-checklist|targeting|users",
    "accounts|organizations",
    "Joins the account tables (a person's name, email or phone; an organization's settings or time " +
      "zone) by key.",
  ),
  table(
    "counter-rules|customer-cards|gift-cards|join-codes|loyalty-program|qr-codes|stamp-cards|targeting",
    "cards",
    "loyalty_cards holds the definitions of all three kinds: each kind's module writes only its own " +
      "kind's rows (stamp-cards, gift-cards, and loyalty-program's points card); the others read a " +
      "card's name or kind in a join. A table per kind is the way out.",
  ),
  table(
    "communications|customer-cards|gift-cards|phone|points|stamp-cards|users",
    "ledger",
    "Reads balances, lots or rewards in a join (a read model over the ledger's tables); nothing but " +
      "the ledger writes them.",
  ),
  table(
    "communications|join-codes|qr-codes|targeting",
    "loyalty-program",
    "Reads the points program's settings in a join.",
  ),
  table(
    "consent|join-codes",
    "users",
    "Reads or adds to the customers relation (organization_customers) in the statement that needs it.",
  ),
  table("communications", "targeting", "A communication reads its target group's rules to compile them."),
  table("stamp-cards", "qr-codes", "The stamp card list counts each card's counter codes in one query."),
];
