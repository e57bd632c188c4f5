import {
  LEVEL_REQUIRED_POINTS_MAX,
  POINT_VALUE_KRONOR_MAX,
  POINTS_EXPIRES_MONTHS_MAX,
  POINTS_EXPIRES_MONTHS_MIN,
  POINTS_PER_KRONA_MAX,
  POINTS_PER_VISIT_MAX,
} from "./loyalty-limits";

/**
 * Field messages of the loyalty program and levels, part of VALIDATION_MESSAGES (their own file so
 * the loyalty schemas need not import every other message); translated in the `validation` texts.
 */
export const LOYALTY_VALIDATION_MESSAGES = {
  programNameRequired: "Program name is required",
  programNameTooLong: "Program name is too long",
  pointsNameRequired: "Points name is required",
  pointsNameTooLong: "Points name is too long",
  pointsNameLowerCase: "Points name must be written in lower case, for example point",
  descriptionTitleRequired: "Description title is required",
  descriptionTitleTooLong: "Description title is too long",
  descriptionContentRequired: "Description is required",
  descriptionContentTooLong: "Description is too long",
  pointsExpiresMonthsRange: `Points expiry must be a whole number of months from ${POINTS_EXPIRES_MONTHS_MIN} to ${POINTS_EXPIRES_MONTHS_MAX}`,
  pointsPerKronaRange: `Points per krona must be a number from 0 to ${POINTS_PER_KRONA_MAX} with at most two decimals`,
  pointsPerVisitRange: `Points per visit must be a whole number from 0 to ${POINTS_PER_VISIT_MAX}`,
  pointValueRange: `The value of a point must be more than 0 and at most ${POINT_VALUE_KRONOR_MAX} kr, with at most four decimals`,
  earningRuleRequired: "Give points per krona spent, points per visit, or both",
  levelNameRequired: "Level name is required",
  levelNameTooLong: "Level name is too long",
  /** Shown under the field when the server answers LOYALTY_LEVEL_NAME_TAKEN (a 409, not a field issue). */
  levelNameTaken: "Another level already has this name",
  /** Shown under the field when the server answers LOYALTY_LEVEL_POINTS_TAKEN (a 409, not a field issue). */
  requiredPointsTaken: "Another level already requires these points",
  requiredPointsRange: `Required points must be a whole number from 0 to ${LEVEL_REQUIRED_POINTS_MAX}`,
} as const;
