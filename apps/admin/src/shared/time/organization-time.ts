import { DEFAULT_TIME_ZONE } from "@stampwise/contract";
import { currentLanguage, type Language, useTranslation } from "@stampwise/i18n";
import { useCurrentOrganization } from "@stampwise/web";
import { useMemo } from "react";

/**
 * Every time the admin app shows for an organization is shown in the organization's time zone (a
 * setting of its own, Settings → General), not the browser's: the list, the schedule, the
 * statistics, the team's invitations and a customer's history read the same clock as the shop.
 * When the browser is elsewhere, each time names its zone ("11/29/26, 9:00 AM GMT+1"); a date
 * alone is the organization's calendar day and names none.
 */
export interface OrganizationTime {
  timeZone: string;
  /** The organization's zone is not the browser's: times name it. */
  named: boolean;
  /** "11/29/26, 9:00 AM" / "2026-11-29 09:00", with the zone when named. */
  dateTime(instant: Date | string): string;
  /** "November 29, 2026" / "29 november 2026": the organization's calendar day. */
  date(instant: Date | string): string;
  /** "Sunday, November 29, 2026 at 9:00 AM", with the zone when named. */
  fullDateTime(instant: Date | string): string;
}

export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone's canonical name, so "Europe/Kyiv" and "Europe/Kiev" count as one. */
function canonical(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
  } catch {
    return timeZone;
  }
}

export function organizationTime(
  timeZone: string,
  language: Language,
  browser: string = browserTimeZone(),
): OrganizationTime {
  const named = canonical(timeZone) !== canonical(browser);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone });
  const short = format({ dateStyle: "short", timeStyle: "short" });
  const long = format({ dateStyle: "long" });
  const full = format({ dateStyle: "full", timeStyle: "short" });
  const zone = format({ hour: "numeric", timeZoneName: "short" });
  const withZone = (text: string, instant: Date) => {
    if (!named) return text;
    const name = zone.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value;
    return name ? `${text} ${name}` : text;
  };
  return {
    timeZone,
    named,
    dateTime: (instant) => withZone(short.format(new Date(instant)), new Date(instant)),
    date: (instant) => long.format(new Date(instant)),
    fullDateTime: (instant) => withZone(full.format(new Date(instant)), new Date(instant)),
  };
}

/** The current organization's clock, in the reader's language. */
export function useOrganizationTime(): OrganizationTime {
  const { current } = useCurrentOrganization();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const timeZone = current?.timeZone ?? DEFAULT_TIME_ZONE;
  return useMemo(() => organizationTime(timeZone, language), [timeZone, language]);
}
