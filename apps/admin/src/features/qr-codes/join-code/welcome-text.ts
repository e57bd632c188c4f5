import type { JoinWelcome, LoyaltyProgram, StampCardSummary } from "@stampwise/contract";
import type { TFunction } from "@stampwise/i18n";

/** "2 stamps on Coffee card", "50 beans": the welcome reward in words, or null for none. */
export function welcomeRewardText(
  t: TFunction,
  welcome: JoinWelcome | null,
  names: { cards: readonly StampCardSummary[]; program: LoyaltyProgram | null },
): string | null {
  if (!welcome) return null;
  if (welcome.type === "points") {
    return t("joining.page.points", { count: welcome.points, pointsName: names.program?.pointsName ?? "" });
  }
  const card = names.cards.find((candidate) => candidate.id === welcome.stampCardId)?.name ?? "";
  return t("joining.page.stamps", { count: welcome.stamps, card });
}
