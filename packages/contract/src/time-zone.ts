import { z } from "zod";
import { TIME_ZONE_MESSAGES } from "./time-zone-messages";

/**
 * Every organization has an IANA time zone: its calendar days (insights, targeting dates) and the
 * times it schedules are read in it, and the admin app shows its times in it. A new organization
 * starts in Stockholm, where the product is made for; the owner changes it in Settings → General.
 */
export const DEFAULT_TIME_ZONE = "Europe/Stockholm";
export const TIME_ZONE_MAX_LENGTH = 64;

/** An area and a location, as IANA names zones ("America/Argentina/Buenos_Aires"). */
const IANA_NAME = /^[A-Z][A-Za-z_]*(?:\/[A-Za-z0-9_+-]+)+$/;

let supported: ReadonlySet<string> | undefined;

/** The zones this runtime's Intl lists (its ICU's canonical names), and UTC, which it leaves out. */
export function supportedTimeZones(): ReadonlySet<string> {
  supported ??= new Set(["UTC", ...Intl.supportedValuesOf("timeZone")]);
  return supported;
}

/**
 * Whether `name` is a time zone Intl knows: one of its list, or another IANA name for one of them
 * (a browser with newer data lists "Europe/Kyiv" where this runtime says "Europe/Kiev"). Offsets
 * ("+01:00"), abbreviations ("EST") and names in the wrong case are not zones an owner picks.
 */
export function isKnownTimeZone(name: string): boolean {
  if (supportedTimeZones().has(name)) return true;
  if (!IANA_NAME.test(name)) return false;
  try {
    const canonical = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
    return supportedTimeZones().has(canonical);
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGES.timeZoneUnknown })
  .max(TIME_ZONE_MAX_LENGTH, { error: TIME_ZONE_MESSAGES.timeZoneUnknown })
  .refine(isKnownTimeZone, { error: TIME_ZONE_MESSAGES.timeZoneUnknown });
