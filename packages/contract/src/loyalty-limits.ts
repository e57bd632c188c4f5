/**
 * Bounds of the loyalty program and its levels, apart from the schemas so the field messages can
 * name them without an import cycle through loyalty-program.ts.
 */
export const LOYALTY_PROGRAM_NAME_MAX_LENGTH = 120;
/** The points name is a word ("bean", "stjärna") shown after a number: short on purpose. */
export const POINTS_NAME_MAX_LENGTH = 40;
export const PROGRAM_DESCRIPTION_TITLE_MAX_LENGTH = 120;
export const PROGRAM_DESCRIPTION_CONTENT_MAX_LENGTH = 2000;

/** Points expire whole months after they were earned: one month to ten years. */
export const POINTS_EXPIRES_MONTHS_MIN = 1;
export const POINTS_EXPIRES_MONTHS_MAX = 120;

/**
 * Points per 1 kr spent: up to two decimals, so "1 point per 10 kr" (0.1) can be said. A
 * purchase's points are rounded down to whole points when they are posted (amounts are integers).
 */
export const POINTS_PER_KRONA_MAX = 100;
export const POINTS_PER_KRONA_DECIMALS = 2;
/** Whole points a visit gives. */
export const POINTS_PER_VISIT_MAX = 10_000;

/**
 * What one point is worth when spent, in kronor: optional (points need not have a price), up to
 * four decimals so "100 points buy a 35 kr coffee" (0.35) or "1,000 points are 5 kr" (0.005) can be
 * said. Insights value unspent points with it; without it they show no amount in kronor.
 */
export const POINT_VALUE_KRONOR_MAX = 1000;
export const POINT_VALUE_KRONOR_DECIMALS = 4;

export const LOYALTY_LEVEL_NAME_MAX_LENGTH = 60;
/** High enough for any real program (a million kronor at 10 points per krona), low enough for an int. */
export const LEVEL_REQUIRED_POINTS_MAX = 10_000_000;
