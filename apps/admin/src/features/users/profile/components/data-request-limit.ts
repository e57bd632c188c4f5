import { DATA_REQUESTS_PER_ORGANIZATION_PER_DAY } from "@stampwise/contract";
import type { useTranslation } from "@stampwise/i18n";
import { isApiError } from "@stampwise/web";

/** The business's day of data requests is used up: what the owner's dialogs say instead of failing. */
export function organizationLimitToast(error: unknown, t: ReturnType<typeof useTranslation>["t"]) {
  return isApiError(error) && error.code === "DATA_REQUEST_LIMIT"
    ? {
        variant: "destructive" as const,
        title: t("users.profile.dataRequestLimit.title"),
        description: t("users.profile.dataRequestLimit.description", {
          count: DATA_REQUESTS_PER_ORGANIZATION_PER_DAY,
        }),
      }
    : undefined;
}

/** What both of an owner's privacy-request dialogs on a customer's profile are given. */
export type CustomerRequestDialogProps = {
  userId: string;
  customerName: string;
  email: string;
  open: boolean;
  onClose: () => void;
};
