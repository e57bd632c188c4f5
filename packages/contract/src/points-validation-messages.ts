import { POINTS_POSTING_MAX, PURCHASE_AMOUNT_ORE_MAX } from "./points-limits";

/**
 * Field messages of points postings and points rewards, part of VALIDATION_MESSAGES (their own file,
 * like the loyalty messages); translated in the `validation` texts.
 */
export const POINTS_VALIDATION_MESSAGES = {
  pointsRange: `Points must be a whole number from 1 to ${POINTS_POSTING_MAX}`,
  pointsAdjustRange: `Change the points by a whole number from -${POINTS_POSTING_MAX} to ${POINTS_POSTING_MAX}, not 0`,
  purchaseAmountRange: `Purchase amount must be a whole number of öre from 0 to ${PURCHASE_AMOUNT_ORE_MAX}`,
  earnPurchaseOrPoints: "Give a purchase amount or a number of points, not both",
  adjustReasonRequired: "Reason is required",
  adjustReasonTooLong: "Reason is too long",
  pointsCostRange: `Points cost must be a whole number from 1 to ${POINTS_POSTING_MAX}`,
} as const;
