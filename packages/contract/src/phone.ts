import { z } from "zod";
import { LANGUAGES } from "./constants";
import { E164PhoneSchema } from "./organization";

/**
 * A customer's phone number: added in their account, confirmed by a six-digit code the
 * server sends to it by SMS. SMS marketing goes only to confirmed numbers.
 */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_ATTEMPTS = 5;

export const SetPhoneRequestSchema = z.object({
  phoneNumber: E164PhoneSchema,
  /**
   * The language the app is used in, which the code's text is written in. Without it the
   * request's Accept-Language decides, and without that the account's language.
   */
  language: z.enum(LANGUAGES).optional(),
});
export type SetPhoneRequest = z.infer<typeof SetPhoneRequestSchema>;

export const ConfirmPhoneRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type ConfirmPhoneRequest = z.infer<typeof ConfirmPhoneRequestSchema>;

export const PhoneStateSchema = z.object({
  /** The confirmed number, or null. */
  phoneNumber: z.string().nullable(),
  /** A number waiting for its code, or null. */
  pendingPhoneNumber: z.string().nullable(),
});
export type PhoneState = z.infer<typeof PhoneStateSchema>;
