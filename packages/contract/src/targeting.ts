import { z } from "zod";
import { ChannelReachSchema, REACH_MEDIA } from "./audience-reach";
import { withinCalendarBounds } from "./calendar-bounds";
import { COMMUNICATION_VALIDATION_MESSAGES as M } from "./communication-validation-messages";
import { requireSomeField } from "./patch";
import { TARGET_AGE_MAX, TARGET_DAYS_MAX, TARGET_NUMBER_MAX } from "./targeting-limits";
import { textField } from "./text";

/**
 * Targeting (decision 018): groups of conditions.
 * A customer must satisfy every group; within a group the match mode is all or any; with no
 * groups everyone is targeted. The server compiles the rules into one parameterised SQL query.
 */
export const TARGET_MATCH_MODES = ["all", "any"] as const;
export type TargetMatchMode = (typeof TARGET_MATCH_MODES)[number];

export const TARGET_GROUPS_MAX = 10;
export const TARGET_CONDITIONS_MAX = 20;
export const TARGET_CARDS_MAX = 50;
export const TARGET_GROUP_NAME_MAX_LENGTH = 120;

/**
 * A calendar date, YYYY-MM-DD, read in the organization's time zone (its midnight), in the years a
 * request may name (`withinCalendarBounds`): the rules' SQL shifts it by the zone and compares it
 * with instants, which fails near the database's edges.
 */
const calendarDate = z.iso
  .date({ error: M.targetDateInvalid })
  .refine(withinCalendarBounds, { error: M.targetDateOutOfRange });
const days = z.int({ error: M.targetDaysRange }).min(0, { error: M.targetDaysRange }).max(TARGET_DAYS_MAX, {
  error: M.targetDaysRange,
});
const count = z
  .int({ error: M.targetNumberRange })
  .min(0, { error: M.targetNumberRange })
  .max(TARGET_NUMBER_MAX, {
    error: M.targetNumberRange,
  });

/** Every condition may name a day from which it is in force; before it, it holds for everyone. */
const effective = { effectiveDate: calendarDate.nullish() };

/**
 * User activity: when the customer's first ledger posting here was, or their last visit (their
 * latest posting). `before` / `after` compare with a date; `withinDays` / `notWithinDays` with
 * "the last N days", which changes as days pass (the periodic sweep re-evaluates it).
 */
export const ACTIVITY_EVENTS = ["firstTransaction", "lastVisit"] as const;
export const ACTIVITY_OPERATORS = ["before", "after", "withinDays", "notWithinDays"] as const;
export const ActivityConditionSchema = z
  .object({
    kind: z.literal("activity"),
    event: z.enum(ACTIVITY_EVENTS),
    operator: z.enum(ACTIVITY_OPERATORS),
    date: calendarDate.nullish(),
    days: days.nullish(),
    ...effective,
  })
  .refine((c) => (c.operator === "before" || c.operator === "after" ? c.date != null : c.days != null), {
    error: M.targetActivityValueRequired,
    path: ["date"],
  });

/**
 * Stamp card: the customer holds one of the selected cards with a stamp count within the bounds.
 * Without a from-date the count is the card's current stamps; with one, the stamps collected on
 * those cards since that day (ledger rows).
 */
export const StampCardConditionSchema = z
  .object({
    kind: z.literal("stampCard"),
    cardIds: z.array(z.uuid()).min(1, { error: M.targetCardsRequired }).max(TARGET_CARDS_MAX),
    minStamps: count.nullish(),
    maxStamps: count.nullish(),
    fromDate: calendarDate.nullish(),
    ...effective,
  })
  .refine((c) => c.minStamps == null || c.maxStamps == null || c.minStamps <= c.maxStamps, {
    error: M.targetMinAboveMax,
    path: ["maxStamps"],
  });

/**
 * Loyalty level: the customer's level now is one of the selected. The level follows qualifying
 * points (earned, not expired); with a from-date only points earned since that day count.
 */
export const LoyaltyLevelConditionSchema = z.object({
  kind: z.literal("loyaltyLevel"),
  levelIds: z.array(z.uuid()).min(1, { error: M.targetLevelsRequired }).max(TARGET_CARDS_MAX),
  fromDate: calendarDate.nullish(),
  ...effective,
});

/**
 * The legacy fields: age (from the birth date a customer gave; none → no match),
 * loyaltyLevel (the level's name), totalSpent (gift card money spent, in minor units), lastVisit
 * (days since the latest posting), stamps (current stamps over all stamp cards). `contains`
 * applies to loyaltyLevel only.
 */
export const LEGACY_FIELDS = ["age", "loyaltyLevel", "totalSpent", "lastVisit", "stamps"] as const;
export type LegacyField = (typeof LEGACY_FIELDS)[number];
export const LEGACY_OPERATORS = ["equals", "greaterThan", "lessThan", "contains"] as const;
export const LegacyConditionSchema = z
  .object({
    kind: z.literal("field"),
    field: z.enum(LEGACY_FIELDS),
    operator: z.enum(LEGACY_OPERATORS),
    value: z.union([
      count,
      textField({ max: 120, tooLong: M.targetValueTooLong, required: M.targetValueRequired }),
    ]),
    ...effective,
  })
  .refine((c) => (c.field === "loyaltyLevel" ? typeof c.value === "string" : typeof c.value === "number"), {
    error: M.targetValueType,
    path: ["value"],
  })
  // Days since the last visit become "now − N days" in SQL: more than ten years back is nobody's
  // question, and a billion days is past the last instant PostgreSQL can hold.
  .refine((c) => c.field !== "lastVisit" || typeof c.value !== "number" || c.value <= TARGET_DAYS_MAX, {
    error: M.targetDaysRange,
    path: ["value"],
  })
  .refine((c) => c.field !== "age" || typeof c.value !== "number" || c.value <= TARGET_AGE_MAX, {
    error: M.targetAgeRange,
    path: ["value"],
  })
  .refine((c) => c.operator !== "contains" || c.field === "loyaltyLevel", {
    error: M.targetContainsText,
    path: ["operator"],
  });

export const TargetConditionSchema = z.discriminatedUnion("kind", [
  ActivityConditionSchema,
  StampCardConditionSchema,
  LoyaltyLevelConditionSchema,
  LegacyConditionSchema,
]);
export type TargetCondition = z.infer<typeof TargetConditionSchema>;
export type TargetConditionKind = TargetCondition["kind"];
export const TARGET_CONDITION_KINDS = [
  "activity",
  "stampCard",
  "loyaltyLevel",
  "field",
] as const satisfies readonly TargetConditionKind[];

export const TargetGroupRuleSchema = z.object({
  match: z.enum(TARGET_MATCH_MODES),
  conditions: z
    .array(TargetConditionSchema)
    .min(1, { error: M.targetConditionsRequired })
    .max(TARGET_CONDITIONS_MAX),
});
export type TargetGroupRule = z.infer<typeof TargetGroupRuleSchema>;

export const TargetRulesSchema = z.object({
  groups: z.array(TargetGroupRuleSchema).max(TARGET_GROUPS_MAX),
});
export type TargetRules = z.infer<typeof TargetRulesSchema>;

/** The kinds of condition the rules use, each once, in the order they first appear ([] = everyone). */
export function conditionKindsOf(rules: TargetRules): TargetConditionKind[] {
  const kinds = rules.groups.flatMap((group) => group.conditions.map((condition) => condition.kind));
  return [...new Set(kinds)];
}

export const TargetGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  rules: TargetRulesSchema,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TargetGroup = z.infer<typeof TargetGroupSchema>;

const targetGroupFields = {
  name: textField({ max: TARGET_GROUP_NAME_MAX_LENGTH, tooLong: M.targetGroupNameTooLong }),
  rules: TargetRulesSchema,
};
export const CreateTargetGroupRequestSchema = z.object({
  name: targetGroupFields.name.default(""),
  rules: TargetRulesSchema.default({ groups: [] }),
});
export type CreateTargetGroupRequest = z.input<typeof CreateTargetGroupRequestSchema>;
export const UpdateTargetGroupRequestSchema = requireSomeField(z.object(targetGroupFields).partial());
export type UpdateTargetGroupRequest = z.infer<typeof UpdateTargetGroupRequestSchema>;

export const TargetPreviewRequestSchema = z.object({
  rules: TargetRulesSchema,
  /** The communication's selected channels: the answer then says whom each can reach. */
  media: z.array(z.enum(REACH_MEDIA)).max(REACH_MEDIA.length).optional(),
});
export type TargetPreviewRequest = z.infer<typeof TargetPreviewRequestSchema>;

/** How many customers match now, and five of them by name (the editor's live count). */
export const TargetPreviewSchema = z.object({
  count: z.number().int(),
  /** Customers of the organization in all: the coverage the editor shows next to the count. */
  totalCustomers: z.number().int(),
  sample: z.array(z.object({ userId: z.uuid(), firstName: z.string(), lastName: z.string() })).max(5),
  /** With `media` asked: per channel, how many of the matching customers it reaches, and why not the rest. */
  channels: z.array(ChannelReachSchema).optional(),
});
export type TargetPreview = z.infer<typeof TargetPreviewSchema>;
