import type {
  CommunicationMedium,
  CreateTargetGroupRequest,
  TargetGroup,
  TargetPreview,
  TargetRules,
  UpdateTargetGroupRequest,
} from "@stampwise/contract";
import { CreateTargetGroupRequestSchema } from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError, notFound, validationError } from "../../lib/app-error";
import type { HeavySlot } from "../heavy-requests/heavy-requests";
import * as targeting from "./targeting.repository";

/**
 * Target groups and the preview count (`/target-group`). Rules may name only this
 * organization's stamp cards and levels: another's id is a 400 naming the field, as an unknown one.
 */
export function createTargetingService(deps: {
  db: Db;
  /** False when no SMS provider can send: the preview then counts SMS as unavailable to all. */
  smsAvailable?: boolean;
  /**
   * Whether a scheduled or sending communication uses the group (communications answers: it
   * uses targeting, so targeting may not import it; app.ts hands the check in).
   */
  usedBySending: (db: Db, organizationId: string, targetGroupId: string) => Promise<boolean>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function checkIds(organizationId: string, rules: TargetRules): Promise<void> {
    const cards = new Set<string>();
    const levels = new Set<string>();
    for (const group of rules.groups) {
      for (const condition of group.conditions) {
        if (condition.kind === "stampCard") for (const id of condition.cardIds) cards.add(id);
        if (condition.kind === "loyaltyLevel") for (const id of condition.levelIds) levels.add(id);
      }
    }
    const knownCards = await targeting.ownStampCardIds(db, organizationId, [...cards]);
    const knownLevels = await targeting.ownLevelIds(db, organizationId, [...levels]);
    const issues: { path: string; message: string }[] = [];
    rules.groups.forEach((group, groupIndex) => {
      group.conditions.forEach((condition, conditionIndex) => {
        const at = `rules.groups.${groupIndex}.conditions.${conditionIndex}`;
        if (condition.kind === "stampCard" && condition.cardIds.some((id) => !knownCards.has(id))) {
          issues.push({ path: `${at}.cardIds`, message: "Stamp card not found" });
        }
        if (condition.kind === "loyaltyLevel" && condition.levelIds.some((id) => !knownLevels.has(id))) {
          issues.push({ path: `${at}.levelIds`, message: "Level not found" });
        }
      });
    });
    if (issues.length > 0) throw validationError(issues);
  }

  return {
    async create(organizationId: string, request: CreateTargetGroupRequest): Promise<TargetGroup> {
      const body = CreateTargetGroupRequestSchema.parse(request);
      await checkIds(organizationId, body.rules);
      return targeting.insertTargetGroup(db, organizationId, body);
    },

    async get(organizationId: string, id: string): Promise<TargetGroup> {
      const group = await targeting.findTargetGroup(db, organizationId, id);
      if (!group) throw notFound("Target group");
      return group;
    },

    list(organizationId: string): Promise<TargetGroup[]> {
      return targeting.listTargetGroups(db, organizationId);
    },

    async update(organizationId: string, id: string, body: UpdateTargetGroupRequest): Promise<TargetGroup> {
      if (body.rules) {
        await checkIds(organizationId, body.rules);
        // The rules are part of a communication, read-only while it is scheduled or sending:
        // changing them here would change who gets it behind the editor's back.
        if (await deps.usedBySending(db, organizationId, id)) {
          throw new AppError(
            409,
            "COMMUNICATION_READ_ONLY",
            "A scheduled or sending communication uses these rules: pause it or cancel its schedule first",
          );
        }
      }
      const group = await targeting.updateTargetGroup(db, organizationId, id, body);
      if (!group) throw notFound("Target group");
      return group;
    },

    /** The count and sample (and, with `media`, each channel's reach), bounded by the heavy request's slot. */
    async preview(
      organizationId: string,
      rules: TargetRules,
      slot: HeavySlot,
      media?: CommunicationMedium[],
    ): Promise<TargetPreview> {
      await checkIds(organizationId, rules);
      return targeting.previewTargetRules(db, organizationId, rules, {
        now: now(),
        bounded: slot.bounded,
        media,
        smsAvailable: deps.smsAvailable ?? true,
      });
    },
  };
}

export type TargetingService = ReturnType<typeof createTargetingService>;
