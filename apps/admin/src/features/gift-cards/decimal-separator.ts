import type { Language } from "@stampwise/i18n";

/** The decimal separator people write in this language: "," in Swedish, "." in English. */
export function decimalSeparator(language: Language): string {
  return (
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? "."
  );
}
