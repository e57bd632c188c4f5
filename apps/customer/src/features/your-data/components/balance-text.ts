import type { YourData } from "@stampwise/contract";
import { currentLanguage, formatMoney, useTranslation } from "@stampwise/i18n";

type HeldCard = YourData["businesses"][number]["cards"][number];

/** What a card holds, in its own unit: "3 stamps", "120 points", "250,00 kr". */
export function useBalanceText(): (card: Pick<HeldCard, "kind" | "balance" | "currency">) => string {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (card) => {
    if (card.kind === "gift") return formatMoney(card.balance, card.currency ?? "SEK", language);
    if (card.kind === "points") return t("customerAccount.yourData.business.points", { count: card.balance });
    return t("customerAccount.yourData.business.stamps", { count: card.balance });
  };
}
