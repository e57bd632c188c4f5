import type { TFunction } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { isApiError, toastForApiError } from "@stampwise/web";

/** The codes only an import meets, with their texts in `settings.import.errors`. */
const IMPORT_ERROR_CODES = [
  "IMPORT_FILE_EMPTY",
  "IMPORT_FILE_NOT_TEXT",
  "IMPORT_FILE_MALFORMED",
  "IMPORT_FILE_NO_ROWS",
  "IMPORT_EMAIL_COLUMN_MISSING",
  "IMPORT_TOO_MANY_ROWS",
  "IMPORT_ALREADY_RUNNING",
  "IMPORT_NOTHING_TO_IMPORT",
  "PAYLOAD_TOO_LARGE",
] as const;
type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

const isImportErrorCode = (code: string): code is ImportErrorCode =>
  (IMPORT_ERROR_CODES as readonly string[]).includes(code);

/** A failed dry run or start, told in the import's words; anything else as every screen tells it. */
export function toastImportError(error: unknown, t: TFunction): void {
  if (isApiError(error) && isImportErrorCode(error.code)) {
    toast({
      variant: "destructive",
      title: t(`settings.import.errors.${error.code}.title`),
      description: t(`settings.import.errors.${error.code}.description`),
    });
    return;
  }
  toastForApiError(error, t, {
    title: t("common.genericError.title"),
    description: t("common.genericError.description"),
  });
}
