/**
 * Bounds of points postings and the points rewards catalogue, apart from the schemas so the field
 * messages can name them without an import cycle through points.ts.
 */
/** Points one posting may give or take: far above any real purchase, well inside an integer column. */
export const POINTS_POSTING_MAX = 1_000_000;
/** A purchase amount in öre: up to 1,000,000 kr in one purchase. */
export const PURCHASE_AMOUNT_ORE_MAX = 100_000_000;
export const POINTS_ADJUST_REASON_MAX_LENGTH = 200;
export const POINTS_REWARD_NAME_MAX_LENGTH = 120;
/** The customer's points card shows this many of its latest ledger rows. */
export const POINTS_HISTORY_LENGTH = 20;
/** A customer's profile shows staff this many of the points card's latest rows. */
export const STAFF_POINTS_HISTORY_LENGTH = 5;
