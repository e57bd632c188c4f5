import {
  type ACTIVITY_EVENTS,
  type ACTIVITY_OPERATORS,
  type LEGACY_OPERATORS,
  type LegacyField,
  type TargetCondition,
  type TargetMatchMode,
  type TargetRules,
  TargetRulesSchema,
} from "@stampwise/contract";

export type ConditionKind = TargetCondition["kind"];

/**
 * A condition as the form holds it: one flat shape for every kind, with what is typed kept as
 * typed (numbers as text), so switching a condition's kind or clearing a box loses nothing and
 * an unfinished number is not turned into 0.
 */
export interface ConditionDraft {
  /** Stable across edits, for React's keys (conditions are added and removed in the middle). */
  key: string;
  kind: ConditionKind;
  event: (typeof ACTIVITY_EVENTS)[number];
  activityOperator: (typeof ACTIVITY_OPERATORS)[number];
  date: string;
  days: string;
  cardIds: string[];
  minStamps: string;
  maxStamps: string;
  fromDate: string;
  levelIds: string[];
  field: LegacyField;
  fieldOperator: (typeof LEGACY_OPERATORS)[number];
  value: string;
  effectiveDate: string;
}

export interface GroupDraft {
  key: string;
  match: TargetMatchMode;
  conditions: ConditionDraft[];
}

let nextKey = 0;
const newKey = () => `rule-${++nextKey}`;

export function newCondition(kind: ConditionKind = "activity"): ConditionDraft {
  return {
    key: newKey(),
    kind,
    event: "lastVisit",
    activityOperator: "withinDays",
    date: "",
    days: "30",
    cardIds: [],
    minStamps: "",
    maxStamps: "",
    fromDate: "",
    levelIds: [],
    field: "stamps",
    fieldOperator: "greaterThan",
    value: "",
    effectiveDate: "",
  };
}

export function newGroup(): GroupDraft {
  return { key: newKey(), match: "all", conditions: [newCondition()] };
}

const text = (value: number | string | null | undefined) => (value == null ? "" : String(value));

/** The saved rules as the form shows them. */
export function draftOfRules(rules: TargetRules): GroupDraft[] {
  return rules.groups.map((group) => ({
    key: newKey(),
    match: group.match,
    conditions: group.conditions.map(conditionDraftOf),
  }));
}

function conditionDraftOf(condition: TargetCondition): ConditionDraft {
  const draft: ConditionDraft = {
    ...newCondition(condition.kind),
    effectiveDate: text(condition.effectiveDate),
  };
  switch (condition.kind) {
    case "activity":
      return {
        ...draft,
        event: condition.event,
        activityOperator: condition.operator,
        date: text(condition.date),
        days: text(condition.days),
      };
    case "stampCard":
      return {
        ...draft,
        cardIds: condition.cardIds,
        minStamps: text(condition.minStamps),
        maxStamps: text(condition.maxStamps),
        fromDate: text(condition.fromDate),
      };
    case "loyaltyLevel":
      return { ...draft, levelIds: condition.levelIds, fromDate: text(condition.fromDate) };
    case "field":
      return {
        ...draft,
        field: condition.field,
        fieldOperator: condition.operator,
        value: text(condition.value),
      };
  }
}

/** Typed text as the number the API takes: empty is null; anything else is checked by the schema. */
function numberOf(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : Number(trimmed);
}
const dateOf = (value: string) => (value.trim() === "" ? null : value.trim());

function conditionOf(draft: ConditionDraft): TargetCondition {
  const effectiveDate = dateOf(draft.effectiveDate);
  switch (draft.kind) {
    case "activity": {
      const byDate = draft.activityOperator === "before" || draft.activityOperator === "after";
      return {
        kind: "activity",
        event: draft.event,
        operator: draft.activityOperator,
        date: byDate ? dateOf(draft.date) : null,
        days: byDate ? null : numberOf(draft.days),
        effectiveDate,
      };
    }
    case "stampCard":
      return {
        kind: "stampCard",
        cardIds: draft.cardIds,
        minStamps: numberOf(draft.minStamps),
        maxStamps: numberOf(draft.maxStamps),
        fromDate: dateOf(draft.fromDate),
        effectiveDate,
      };
    case "loyaltyLevel":
      return {
        kind: "loyaltyLevel",
        levelIds: draft.levelIds,
        fromDate: dateOf(draft.fromDate),
        effectiveDate,
      };
    case "field":
      return {
        kind: "field",
        field: draft.field,
        operator: draft.fieldOperator,
        // An empty number box stays text, so the schema answers "Enter a value" for it.
        value: draft.field === "loyaltyLevel" ? draft.value : (numberOf(draft.value) ?? ""),
        effectiveDate,
      };
  }
}

export function rulesOf(groups: GroupDraft[]): TargetRules {
  return {
    groups: groups.map((group) => ({ match: group.match, conditions: group.conditions.map(conditionOf) })),
  };
}

/** The field messages of unfinished conditions, by `groups.{g}.conditions.{c}.{field}`. */
export type RuleIssues = ReadonlyMap<string, string>;

/**
 * The rules the API would take, or null with what is wrong where: the live count waits for rules
 * that are whole, and each condition shows its own messages.
 */
export function checkRules(groups: GroupDraft[]): { rules: TargetRules | null; issues: RuleIssues } {
  const parsed = TargetRulesSchema.safeParse(rulesOf(groups));
  if (parsed.success) return { rules: parsed.data, issues: new Map() };
  const issues = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.join(".");
    if (!issues.has(path)) issues.set(path, issue.message);
  }
  return { rules: null, issues };
}

/** The message for one field of one condition (`value`, `days`, `cardIds`…), if any. */
export function conditionIssue(issues: RuleIssues, group: number, condition: number, field: string) {
  return issues.get(`groups.${group}.conditions.${condition}.${field}`);
}

export function sameRules(a: GroupDraft[], b: GroupDraft[]): boolean {
  return JSON.stringify(rulesOf(a)) === JSON.stringify(rulesOf(b));
}
