import {
  QR_DESCRIPTION_MAX_LENGTH,
  type StampCardSummary,
  type StampQrCode,
  VALIDATION_MESSAGES,
} from "@stampwise/contract";
import type { Resource } from "@stampwise/i18n";
import { z } from "zod";

/** The names of the form's messages; the dialog shows `qrCodes.form.errors.<name>`. */
export type QrCodeFormError = keyof Resource["qrCodes"]["form"]["errors"];

const error = (name: QrCodeFormError) => ({ error: name });

/** The types this form makes: points codes are made through the API until they have a screen. */
export const FORM_QR_CODE_TYPES = ["stamp"] as const;

const stampCardId = z.string(error("stampCardRequired")).min(1, error("stampCardRequired"));
/** Typed into a number field, so it arrives as text: whole numbers of at least 1 only. */
const stamps = z
  .string(error("stampsMin"))
  .trim()
  .regex(/^\d+$/, error("stampsMin"))
  .transform(Number)
  .pipe(z.int(error("stampsMin")).min(1, error("stampsMin")));

/**
 * Spec §5 QR code: type, description and stamp card required; stamps at least 1 and not above the
 * chosen card's stamps required. The upper bound depends on the card, so the schema is made with
 * the organization's cards.
 */
export function qrCodeFormSchema(cards: readonly Pick<StampCardSummary, "id" | "stampsRequired">[]) {
  return z
    .object({
      type: z.enum(FORM_QR_CODE_TYPES, error("typeRequired")),
      description: z
        .string(error("descriptionRequired"))
        .trim()
        .min(1, error("descriptionRequired"))
        .max(QR_DESCRIPTION_MAX_LENGTH, error("descriptionTooLong")),
      stampCardId,
      stamps,
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
}

export type QrCodeFormInput = z.input<ReturnType<typeof qrCodeFormSchema>>;
export type QrCodeFormValues = z.output<ReturnType<typeof qrCodeFormSchema>>;

/** A new code starts on the only card when there is one, with one stamp per scan. */
export function qrCodeFormDefaults(
  qrCode: StampQrCode | undefined,
  cards: readonly Pick<StampCardSummary, "id">[],
): QrCodeFormInput {
  if (qrCode) {
    return {
      type: qrCode.type,
      description: qrCode.description,
      stampCardId: qrCode.stampCardId,
      stamps: String(qrCode.stamps),
    };
  }
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
] satisfies QrCodeFormError[]);

export function isQrCodeFormError(message: string | undefined): message is QrCodeFormError {
  return message !== undefined && FORM_ERRORS.has(message);
}

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
}): { field: keyof QrCodeFormInput; error: QrCodeFormError } | undefined {
  switch (path) {
    case "stamps":
      return { field: "stamps", error: "stampsAboveCard" };
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
