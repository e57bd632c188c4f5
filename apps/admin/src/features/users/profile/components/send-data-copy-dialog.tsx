import { DATA_EXPORT_LINK_DAYS, DATA_EXPORTS_PER_DAY } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { ConfirmActionDialog, isApiError } from "@stampwise/web";
import { useSendDataCopy } from "../../../../shared/api/data-requests";
import { type CustomerRequestDialogProps, organizationLimitToast } from "./data-request-limit";

/**
 * Asks before an owner sends a customer who asked in person a copy of their data: the file goes to
 * the customer's email, never to the owner.
 */
export function SendDataCopyDialog({
  userId,
  customerName,
  email,
  open,
  onClose,
}: CustomerRequestDialogProps) {
  const { t } = useTranslation();
  const send = useSendDataCopy();
  const texts = "users.profile.dataCopy";
  return (
    <ConfirmActionDialog
      open={open}
      onClose={onClose}
      title={t(`${texts}.title`, { name: customerName })}
      description={t(`${texts}.description`, { name: customerName, email, days: DATA_EXPORT_LINK_DAYS })}
      confirmLabel={t(`${texts}.confirm`)}
      pendingLabel={t(`${texts}.sending`)}
      pending={send.isPending}
      action={() => send.mutateAsync(userId)}
      done={{ title: t(`${texts}.sent`, { email }) }}
      failed={{ title: t(`${texts}.failed.title`), description: t(`${texts}.failed.description`) }}
      explainFailure={(error) =>
        isApiError(error) && error.code === "DATA_EXPORT_LIMIT"
          ? {
              variant: "destructive",
              title: t(`${texts}.limit.title`),
              description: t(`${texts}.limit.description`, { count: DATA_EXPORTS_PER_DAY }),
            }
          : organizationLimitToast(error, t)
      }
    />
  );
}
