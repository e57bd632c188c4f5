import { type PhoneCountry, VALIDATION_MESSAGES } from "@stampwise/contract";
import { AsYouType, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js";
import { validationError } from "./app-error";

/** The country an E.164 number belongs to, when the library knows it. */
export function countryOfPhoneNumber(e164: string): PhoneCountry | undefined {
  const country = parsePhoneNumberFromString(e164)?.country;
  return country && isSupportedCountry(country) ? (country as PhoneCountry) : undefined;
}

/** A number as typed ("070-111 22 33", "0046 70…", "+46 70…") in E.164, when it can exist. */
export function toE164(typed: string, country: PhoneCountry): string | undefined {
  const parsed = parsePhoneNumberFromString(typed, { defaultCountry: country });
  return parsed?.isValid() ? parsed.number : undefined;
}

/** `toE164`, or the field's 400 ("this number does not exist") for a number that cannot. */
export function e164OrFieldError(typed: string, country: PhoneCountry, path = "phoneNumber"): string {
  const e164 = toE164(typed, country);
  if (!e164) throw validationError([{ path, message: VALIDATION_MESSAGES.phoneNotReal }]);
  return e164;
}

/**
 * What part of a stored E.164 number a typed (possibly partial) number stands for, so a search
 * finds "+46701112233" from "070-111", "0046 70 111" or "+46 70 111 22 33": its digits (with a
 * leading +) as typed, and the same read in the country, as far as typed (the national or
 * international prefix replaced by + and the country code). Both, as a partial number may be
 * either: "701 11" is the middle of a number, "070 11" its start.
 */
export function phoneNumberForms(typed: string, country: PhoneCountry): string[] {
  const forms = new Set<string>();
  const digits = typed.replace(/[^\d+]/g, "");
  if (digits.length > 0) forms.add(digits);
  const asTyped = new AsYouType(country);
  asTyped.input(typed);
  const international = asTyped.getNumberValue();
  if (international && /^\+[1-9]\d*$/.test(international)) forms.add(international);
  return [...forms];
}
