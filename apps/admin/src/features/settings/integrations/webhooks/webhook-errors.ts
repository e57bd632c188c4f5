import type { TFunction } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { type ApiError, toastForApiError } from "@stampwise/web";

/** The codes the webhook screens tell in their own words; any other is the API's common toast. */
const OWN_CODES = [
  "WEBHOOK_URL_NOT_ALLOWED",
  "WEBHOOK_ENDPOINT_LIMIT_REACHED",
  "WEBHOOK_ENDPOINT_DISABLED",
  "OWNER_REQUIRED",
  "NOT_FOUND",
] as const;
type OwnCode = (typeof OWN_CODES)[number];

const isOwnCode = (code: string): code is OwnCode => (OWN_CODES as readonly string[]).includes(code);

/** A translated toast for a refused webhook request; `fallbackTitle` names what failed. */
export function webhookErrorToast(error: ApiError, t: TFunction, fallbackTitle: string): void {
  if (isOwnCode(error.code)) {
    toast({
      variant: "destructive",
      title: t(`webhooks.errors.${error.code}.title`),
      description: t(`webhooks.errors.${error.code}.description`),
    });
    return;
  }
  toastForApiError(error, t, { title: fallbackTitle, description: t("common.genericError.description") });
}
