import type { Language } from "@stampwise/i18n";

/** "Thursday, December 24, 2026 at 3:00 PM" as the organization's clock shows it. */
export function formatInZone(instant: Date | string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "full", timeStyle: "short", timeZone }).format(
    new Date(instant),
  );
}
