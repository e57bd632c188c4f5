import {
  POINTS_POSTING_MAX,
  QR_CODE_TYPES,
  QR_DESCRIPTION_MAX_LENGTH,
  type QrCode,
  type StampCardSummary,
  VALIDATION_MESSAGES,
} from "@stampwise/contract";
import type { Resource } from "@stampwise/i18n";
import { z } from "zod";

/** The names of the form's messages; the dialog shows `qrCodes.form.errors.<name>`. */
export type QrCodeFormError = keyof Resource["qrCodes"]["form"]["errors"];

const error = (name: QrCodeFormError) => ({ error: name });

/** The types this form makes: every type the contract knows. */
export const FORM_QR_CODE_TYPES = QR_CODE_TYPES;

/** Typed into a number field, so a count arrives as text: whole numbers from 1 (to `max`) only. */
const wholeNumber = (message: QrCodeFormError, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string(error(message))
    .trim()
    .regex(/^\d+$/, error(message))
    .transform(Number)
    .pipe(z.int(error(message)).min(1, error(message)).max(max, error(message)));

const description = z
  .string(error("descriptionRequired"))
  .trim()
  .min(1, error("descriptionRequired"))
  .max(QR_DESCRIPTION_MAX_LENGTH, error("descriptionTooLong"));

/** A points code gives a fixed number of points, within what one points posting may give. */
const pointsCodeSchema = z.object({
  type: z.literal("points"),
  description,
  points: wholeNumber("pointsRange", POINTS_POSTING_MAX),
});

/**
 * QR code: type and description required; a stamp code names its stamp card and gives at
 * least 1 stamp and not more than the chosen card's stamps required, a points code 1 to
 * POINTS_POSTING_MAX points. The stamps' upper bound depends on the card, so the schema is made
 * with the organization's cards. Discriminated by the type, so a points code never carries a stamp
 * card (nor a stamp code points) to the server.
 */
export function qrCodeFormSchema(cards: readonly Pick<StampCardSummary, "id" | "stampsRequired">[]) {
  const stampCodeSchema = z
    .object({
      type: z.literal("stamp"),
      description,
      stampCardId: z.string(error("stampCardRequired")).min(1, error("stampCardRequired")),
      stamps: wholeNumber("stampsMin"),
    })
    .refine(
      ({ stampCardId, stamps }) => {
        const card = cards.find((candidate) => candidate.id === stampCardId);
        return !card || stamps <= card.stampsRequired;
      },
      {
        ...error("stampsAboveCard"),
        path: ["stamps"],
        // Checked as soon as the card and the number are valid, even while the description is empty.
        when: (payload) =>
          !payload.issues.some((issue) => issue.path?.[0] === "stamps" || issue.path?.[0] === "stampCardId"),
      },
    );
  return z.discriminatedUnion("type", [stampCodeSchema, pointsCodeSchema], error("typeRequired"));
}

export type QrCodeFormInput = z.input<ReturnType<typeof qrCodeFormSchema>>;
export type QrCodeFormValues = z.output<ReturnType<typeof qrCodeFormSchema>>;

/**
 * An edit starts from the code's values. A new code is a stamp code when the organization has a
 * stamp card (on the only card when there is one, one stamp per scan), else a points code.
 */
export function qrCodeFormDefaults(
  qrCode: QrCode | undefined,
  cards: readonly Pick<StampCardSummary, "id">[],
): QrCodeFormInput {
  if (qrCode?.type === "stamp") {
    return {
      type: "stamp",
      description: qrCode.description,
      stampCardId: qrCode.stampCardId,
      stamps: String(qrCode.stamps),
    };
  }
  if (qrCode?.type === "points") {
    return { type: "points", description: qrCode.description, points: String(qrCode.points) };
  }
  if (cards.length === 0) return { type: "points", description: "", points: "" };
  return {
    type: "stamp",
    description: "",
    stampCardId: cards.length === 1 ? (cards[0]?.id ?? "") : "",
    stamps: "1",
  };
}

const FORM_ERRORS = new Set<string>([
  "typeRequired",
  "descriptionRequired",
  "descriptionTooLong",
  "stampCardRequired",
  "stampsMin",
  "stampsAboveCard",
  "pointsRange",
] satisfies QrCodeFormError[]);

export function isQrCodeFormError(message: string | undefined): message is QrCodeFormError {
  return message !== undefined && FORM_ERRORS.has(message);
}

/** Every field of either type, as react-hook-form names them. */
export type QrCodeFormField = "type" | "description" | "stampCardId" | "stamps" | "points";

/**
 * The message a server field issue stands for in this form. The server's texts are English, so
 * they are mapped by the field they are about (and, for the description, by which rule failed).
 */
export function formErrorForServerIssue({
  path,
  message,
}: {
  path: string;
  message: string;
}): { field: QrCodeFormField; error: QrCodeFormError } | undefined {
  switch (path) {
    case "stamps":
      return { field: "stamps", error: "stampsAboveCard" };
    case "points":
      return { field: "points", error: "pointsRange" };
    case "description":
      return {
        field: "description",
        error:
          message === VALIDATION_MESSAGES.qrCodeDescriptionRequired
            ? "descriptionRequired"
            : "descriptionTooLong",
      };
    case "stampCardId":
      return { field: "stampCardId", error: "stampCardRequired" };
    case "type":
      return { field: "type", error: "typeRequired" };
    default:
      return undefined;
  }
}
