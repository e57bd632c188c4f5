import type { PointsHistoryEntry } from "@stampwise/contract";
import type { TFunction } from "@stampwise/i18n";

/**
 * What a ledger row was: expiry and rewards say so; a manual row with a note is an adjustment
 * (the note is its reason); any other row earned the points (at the counter, by a QR code).
 */
export function describeEntry(t: TFunction, entry: PointsHistoryEntry): string {
  if (entry.source === "expiry") return t("pointsCard.history.expired");
  if (entry.reward) {
    return entry.note
      ? t("pointsCard.history.spent", { note: entry.note })
      : t("pointsCard.history.spentWithoutNote");
  }
  if (entry.source === "manual" && entry.note) return t("pointsCard.history.adjusted", { note: entry.note });
  return entry.delta < 0 ? t("pointsCard.history.adjustedWithoutNote") : t("pointsCard.history.earned");
}
