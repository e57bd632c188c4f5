import type { Language } from "@stampwise/i18n";

/**
 * A share as the language writes it: "25%" in English, "25 %" in Swedish. Whole percents, except
 * near the ends, where rounding would say 0 % of something or 100 % of not quite everything.
 */
export function formatShare(share: number, language: Language): string {
  const nearAnEnd = (share > 0 && share < 0.1) || (share > 0.99 && share < 1);
  return new Intl.NumberFormat(language, {
    style: "percent",
    maximumFractionDigits: nearAnEnd ? 1 : 0,
    roundingMode: "trunc",
  }).format(share);
}
