import type { PointsHistoryEntry } from "@stampwise/contract";
import type { TFunction } from "@stampwise/i18n";

/**
 * What a ledger row was, in the customer's words: earned, spent (on the reward, when named),
 * adjusted by the store (a correction when points were taken), expired, or imported (brought from
 * the store's earlier system). A staff member's
 * reason for an adjustment is theirs: the API does not even send it here.
 */
export function describeEntry(t: TFunction, entry: PointsHistoryEntry): string {
  switch (entry.kind) {
    case "expired":
      return t("pointsCard.history.expired");
    case "spent":
      return entry.rewardName
        ? t("pointsCard.history.spent", { reward: entry.rewardName })
        : t("pointsCard.history.spentWithoutReward");
    case "adjusted":
      return entry.delta < 0 ? t("pointsCard.history.correction") : t("pointsCard.history.addedByStore");
    case "earned":
      return t("pointsCard.history.earned");
    case "imported":
      return t("pointsCard.history.imported");
  }
}
