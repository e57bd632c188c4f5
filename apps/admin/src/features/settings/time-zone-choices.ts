import { supportedTimeZones } from "@stampwise/contract";

export interface TimeZoneChoice {
  value: string;
  /** "America/New York (GMT-5)": the place as people write it, and how far it is from UTC now. */
  label: string;
}

/**
 * The zones an owner can pick: every zone this browser's Intl knows (and UTC), A to Z, and the
 * organization's own even when this browser does not list it (set from a browser with other data).
 */
export function timeZoneChoices(current: string, language: string, now = new Date()): TimeZoneChoice[] {
  const zones = new Set(supportedTimeZones());
  zones.add(current);
  return [...zones]
    .sort()
    .map((value) => ({ value, label: `${value.replaceAll("_", " ")} (${offsetOf(value, language, now)})` }));
}

function offsetOf(timeZone: string, language: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: "shortOffset" }).formatToParts(
      now,
    );
    return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
