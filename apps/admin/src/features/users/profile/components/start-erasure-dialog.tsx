import { ACCOUNT_DELETION_GRACE_DAYS } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { ConfirmActionDialog } from "@stampwise/web";
import { useStartErasure } from "../../../../shared/api/data-requests";
import { type CustomerRequestDialogProps, organizationLimitToast } from "./data-request-limit";

/**
 * Asks before an owner starts the deletion of the account of a customer who asked in person: it is
 * the whole account, at every business, after the grace period; the customer is mailed the date and
 * cancels it by signing in.
 */
export function StartErasureDialog({
  userId,
  customerName,
  email,
  open,
  onClose,
}: CustomerRequestDialogProps) {
  const { t } = useTranslation();
  const start = useStartErasure();
  const texts = "users.profile.erasure";
  return (
    <ConfirmActionDialog
      open={open}
      onClose={onClose}
      title={<span className="break-words">{t(`${texts}.title`, { name: customerName })}</span>}
      description={
        <>
          <p className="font-medium text-foreground">{t(`${texts}.onlyWhenAsked`, { name: customerName })}</p>
          <p>{t(`${texts}.description`, { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
          <p className="break-words">{t(`${texts}.mail`, { email })}</p>
        </>
      }
      confirmLabel={t(`${texts}.confirm`)}
      pendingLabel={t(`${texts}.starting`)}
      destructive
      pending={start.isPending}
      action={() => start.mutateAsync(userId)}
      done={{ title: t(`${texts}.started`, { email }) }}
      failed={{ title: t(`${texts}.failed.title`), description: t(`${texts}.failed.description`) }}
      explainFailure={(error) => organizationLimitToast(error, t)}
    />
  );
}
