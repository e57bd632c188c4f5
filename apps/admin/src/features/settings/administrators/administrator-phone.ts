import { PhoneNumberInputSchema, VALIDATION_MESSAGES } from "@stampwise/contract";
import { z } from "zod";

/**
 * A phone number field that may stay empty: the contract's check of a typed number (national or
 * international; the API reads it in the organization's country), or "" for none.
 */
export const optionalPhoneNumberField = z
  .string()
  .trim()
  .refine((value) => value === "" || PhoneNumberInputSchema.safeParse(value).success, {
    error: VALIDATION_MESSAGES.phoneUnreadable,
  });
