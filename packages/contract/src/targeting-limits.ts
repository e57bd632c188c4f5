/** The most days an activity condition can look back (ten years). */
export const TARGET_DAYS_MAX = 3650;
/** The largest number a condition compares with. */
export const TARGET_NUMBER_MAX = 1_000_000_000;
/** The oldest age an age condition compares with. */
export const TARGET_AGE_MAX = 150;
