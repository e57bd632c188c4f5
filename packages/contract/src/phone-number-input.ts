import { z } from "zod";
import { VALIDATION_MESSAGES as M } from "./validation-messages";

/**
 * An organization's country as ISO 3166 letters. The API also checks it is one of PHONE_COUNTRIES;
 * the list is not part of this schema, so screens that only read organizations do not carry it.
 */
export const PhoneCountrySchema = z
  .string({ error: M.countryInvalid })
  .regex(/^[A-Z]{2}$/, { error: M.countryInvalid });

/** Besides digits: a leading + for the country code, and the spaces, dashes, brackets, dots and slashes people type. */
const TYPED_PHONE_NUMBER = /^\+?[\d\s()./-]+$/;
const digitCount = (text: string) => text.replace(/\D/g, "").length;

/** Five digits is the shortest real number (some small countries); 00 + 15 digits the longest typed one. */
const PHONE_DIGITS_MIN = 5;
const PHONE_DIGITS_MAX = 17;
export const PHONE_INPUT_MAX_LENGTH = 40;

/** A search that is a phone number, or part of one, as people type it ("070-111", "+46 70"). */
export function looksLikePhoneNumber(text: string): boolean {
  return TYPED_PHONE_NUMBER.test(text.trim()) && digitCount(text) > 0;
}

/**
 * A phone number as staff type it: national ("070-111 22 33") or international ("+46 70 111 22
 * 33", "0046 70 111 22 33"). The API reads it with the organization's country, refuses a number
 * that cannot exist, and stores it in E.164 (+46701112233).
 */
export const PhoneNumberInputSchema = z
  .string({ error: M.phoneUnreadable })
  .trim()
  .max(PHONE_INPUT_MAX_LENGTH, { error: M.phoneUnreadable })
  .refine(
    (text) =>
      TYPED_PHONE_NUMBER.test(text) &&
      digitCount(text) >= PHONE_DIGITS_MIN &&
      digitCount(text) <= PHONE_DIGITS_MAX,
    { error: M.phoneUnreadable },
  );
