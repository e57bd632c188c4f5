import { z } from "zod";
import { QR_DESCRIPTION_MAX_LENGTH } from "./constants";
import { requireSomeField } from "./patch";
import { POINTS_POSTING_MAX } from "./points-limits";
import { POINTS_VALIDATION_MESSAGES } from "./points-validation-messages";
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

/** QR code: type. A stamp code gives stamps on a stamp card; a points code, points in the program. */
export const QR_CODE_TYPES = ["stamp", "points"] as const;
export type QrCodeType = (typeof QR_CODE_TYPES)[number];
/** A minted stamp QR instance lives this long. */
export const QR_INSTANCE_TTL_SECONDS = 5 * 60;

export const StampQrCodeSchema = z.object({
  id: z.uuid(),
  type: z.literal("stamp"),
  description: z.string(),
  stampCardId: z.uuid(),
  stamps: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StampQrCode = z.infer<typeof StampQrCodeSchema>;

/** A counter code that gives a fixed number of points in the organization's loyalty program. */
export const PointsQrCodeSchema = z.object({
  id: z.uuid(),
  type: z.literal("points"),
  description: z.string(),
  points: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PointsQrCode = z.infer<typeof PointsQrCodeSchema>;

export const QrCodeSchema = z.discriminatedUnion("type", [StampQrCodeSchema, PointsQrCodeSchema]);
export type QrCode = z.infer<typeof QrCodeSchema>;

export const isStampQrCode = (code: QrCode): code is StampQrCode => code.type === "stamp";

/** QR code: a description is required (staff pick the code at the counter by it). */
const qrCodeFields = {
  description: textField({
    max: QR_DESCRIPTION_MAX_LENGTH,
    tooLong: VALIDATION_MESSAGES.qrCodeDescriptionTooLong,
    required: VALIDATION_MESSAGES.qrCodeDescriptionRequired,
  }),
  stampCardId: z.uuid(),
  stamps: z.int().min(1).max(1000),
  points: z
    .int({ error: POINTS_VALIDATION_MESSAGES.pointsRange })
    .min(1, { error: POINTS_VALIDATION_MESSAGES.pointsRange })
    .max(POINTS_POSTING_MAX, { error: POINTS_VALIDATION_MESSAGES.pointsRange }),
};

/**
 * A stamp code names its stamp card and stamps; a points code only its points (the card is the
 * organization's program card). A body without a type is a stamp code, as before points existed.
 */
export const CreateQrCodeRequestSchema = z
  .object({
    type: z.enum(QR_CODE_TYPES).default("stamp"),
    description: qrCodeFields.description,
    stampCardId: qrCodeFields.stampCardId.optional(),
    stamps: qrCodeFields.stamps.optional(),
    points: qrCodeFields.points.optional(),
  })
  .superRefine((body, context) => {
    const required = body.type === "stamp" ? (["stampCardId", "stamps"] as const) : (["points"] as const);
    const forbidden = body.type === "stamp" ? (["points"] as const) : (["stampCardId", "stamps"] as const);
    for (const field of required) {
      if (body[field] === undefined)
        context.addIssue({ code: "custom", path: [field], message: `Required for a ${body.type} code` });
    }
    for (const field of forbidden) {
      if (body[field] !== undefined)
        context.addIssue({ code: "custom", path: [field], message: `Not part of a ${body.type} code` });
    }
  });
export type CreateQrCodeRequest = z.input<typeof CreateQrCodeRequestSchema>;

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
  type: z.enum(QR_CODE_TYPES),
  /** The card the code gives on: the stamp card, or the program's points card (named as the program). */
  stampCardName: z.string(),
  /** Stamps a stamp code gives (0 for a points code). */
  stamps: z.number().int(),
  /** Points a points code gives; null for a stamp code. */
  points: z.number().int().nullable(),
  /** What the program calls its points, singular and lower case ("bean"); null for a stamp code. */
  pointsName: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
  status: z.enum(QR_INSTANCE_STATUSES),
});
export type QrInstance = z.infer<typeof QrInstanceSchema>;

export const RedeemQrResultSchema = z.object({
  instanceId: z.uuid(),
  stampCardId: z.uuid(),
  cardInstanceId: z.uuid(),
  type: z.enum(QR_CODE_TYPES),
  /** Stamps on the card now and added by the scan (0 for a points code). */
  stamps: z.number().int(),
  stampsAdded: z.number().int(),
  /** For a points code: the points added and the spendable balance now; null for a stamp code. */
  points: z.object({ added: z.number().int(), balance: z.number().int() }).nullable(),
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
