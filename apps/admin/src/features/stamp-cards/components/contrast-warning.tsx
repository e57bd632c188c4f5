import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import { displayedContrast, MIN_TEXT_CONTRAST } from "@stampwise/web";
import { TriangleAlert } from "lucide-react";

/**
 * Under a text color of the card designer when the text it draws falls below WCAG's 4.5:1 on the
 * card's background. A warning, not an error: the design still saves, the owner decides.
 */
export function ContrastWarning({ ratio }: { ratio: number }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <span data-contrast-warning className="flex items-start gap-1.5 text-amber-800 dark:text-amber-300">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {t("stampCards.template.contrastWarning", {
        ratio: formatNumber(displayedContrast(ratio), language),
        min: formatNumber(MIN_TEXT_CONTRAST, language),
      })}
    </span>
  );
}
