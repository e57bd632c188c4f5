import { z } from "zod";
import { QR_DESCRIPTION_MAX_LENGTH } from "./constants";
import { requireSomeField } from "./patch";
import { safeString, textField } from "./text";
import { VALIDATION_MESSAGES } from "./validation-messages";

export const QR_CODE_TYPES = ["stamp"] as const;
/** Length of one identity-code window (seconds); `POST /qrcode/identify` accepts this and the previous one. */
export const IDENTITY_WINDOW_SECONDS = 30;
/** Characters of the base64url HMAC kept in an identity code. */
export const IDENTITY_CODE_LENGTH = 10;
/** A minted stamp QR instance lives this long. */
export const QR_INSTANCE_TTL_SECONDS = 5 * 60;

export const QrCodeSchema = z.object({
  id: z.uuid(),
  type: z.enum(QR_CODE_TYPES),
  description: z.string(),
  stampCardId: z.uuid(),
  stamps: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type QrCode = z.infer<typeof QrCodeSchema>;

/** Spec §5 QR code: a description is required (staff pick the code at the counter by it). */
const qrCodeFields = {
  description: textField({
    max: QR_DESCRIPTION_MAX_LENGTH,
    tooLong: VALIDATION_MESSAGES.qrCodeDescriptionTooLong,
    required: VALIDATION_MESSAGES.qrCodeDescriptionRequired,
  }),
  stampCardId: z.uuid(),
  stamps: z.int().min(1).max(1000),
};

export const CreateQrCodeRequestSchema = z.object({
  type: z.enum(QR_CODE_TYPES).default("stamp"),
  ...qrCodeFields,
});
export type CreateQrCodeRequest = z.infer<typeof CreateQrCodeRequestSchema>;

/**
 * Built from the fields, not from the create schema, whose type has a `.default()` that
 * `.partial()` would keep. A description that is given must still be non-empty; the type cannot
 * change.
 */
export const UpdateQrCodeRequestSchema = requireSomeField(z.object(qrCodeFields).partial());
export type UpdateQrCodeRequest = z.infer<typeof UpdateQrCodeRequestSchema>;

export const GenerateQrActionQuerySchema = z.object({ qrCodeId: z.uuid() });
export const GeneratedQrActionSchema = z.object({
  instanceId: z.uuid(),
  url: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type GeneratedQrAction = z.infer<typeof GeneratedQrActionSchema>;

export const QR_INSTANCE_STATUSES = ["available", "used", "expired"] as const;
export const QrInstanceSchema = z.object({
  instanceId: z.uuid(),
  organizationName: z.string(),
  adminFirstName: z.string(),
  stampCardName: z.string(),
  stamps: z.number().int(),
  expiresAt: z.iso.datetime({ offset: true }),
  status: z.enum(QR_INSTANCE_STATUSES),
});
export type QrInstance = z.infer<typeof QrInstanceSchema>;

export const RedeemQrResultSchema = z.object({
  instanceId: z.uuid(),
  stampCardId: z.uuid(),
  cardInstanceId: z.uuid(),
  stamps: z.number().int(),
  stampsAdded: z.number().int(),
});
export type RedeemQrResult = z.infer<typeof RedeemQrResultSchema>;

export const IdentitySecretSchema = z.object({
  secret: z.string(),
  windowSeconds: z.number().int(),
});
export const IdentifyRequestSchema = z.object({ code: safeString().trim().min(1).max(200) });
export const IdentifiedUserSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** The 30-second window a moment falls in. */
export function identityWindow(nowMs: number): number {
  return Math.floor(nowMs / 1000 / IDENTITY_WINDOW_SECONDS);
}

/** Minimal HMAC-SHA256 signature, injected so the contract stays free of runtime deps. */
export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Unpadded base64url, written out so it runs the same in Node and the browser. */
export function base64url(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let j = 0; j < chars; j++) out += ALPHABET[(n >> (18 - 6 * j)) & 63];
  }
  return out;
}

export function fromBase64url(text: string): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text.replace(/=+$/, "")) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new Error("not base64url");
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 255);
    }
  }
  return Uint8Array.from(bytes);
}

/**
 * The identity code for a window: `<userId>.<HMAC-SHA256(secret, window as 8-byte big-endian)
 * base64url, first 10 characters>`. `secret` is the base64url secret the API hands out.
 */
export function deriveIdentityCode(hmac: HmacSha256, userId: string, secret: string, window: number): string {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(window));
  const mac = base64url(hmac(fromBase64url(secret), message)).slice(0, IDENTITY_CODE_LENGTH);
  return `${userId}.${mac}`;
}
