import { z } from "zod";
import { QR_DESCRIPTION_MAX_LENGTH } from "./constants";
import { requireSomeField } from "./patch";
import { safeString, textField } from "./text";
import { VALIDATION_MESSAGES } from "./validation-messages";

// The identity code is derived on the phone by My QR, whose first load must not carry zod
// (decision 014): it lives in its own module, re-exported here where it has always been named.
export {
  base64url,
  deriveIdentityCode,
  fromBase64url,
  type HmacSha256,
  IDENTITY_CODE_LENGTH,
  IDENTITY_WINDOW_SECONDS,
  identityWindow,
} from "./identity-code";

export const QR_CODE_TYPES = ["stamp"] as const;
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
