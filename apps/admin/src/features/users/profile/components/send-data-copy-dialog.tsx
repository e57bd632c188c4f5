import { DATA_EXPORT_LINK_DAYS, DATA_EXPORTS_PER_DAY } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  toast,
} from "@stampwise/ui";
import { isApiError, toastForApiError } from "@stampwise/web";
import { useSendDataCopy } from "../../../../shared/api/data-requests";

/**
 * Asks before an owner sends a customer who asked in person a copy of their data: the file goes to
 * the customer's email, never to the owner. Stays open while the call runs, so a failure can be retried.
 */
export function SendDataCopyDialog({
  userId,
  customerName,
  email,
  open,
  onClose,
}: {
  userId: string;
  customerName: string;
  email: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const send = useSendDataCopy();
  const texts = "users.profile.dataCopy";

  const confirm = async () => {
    try {
      await send.mutateAsync(userId);
      toast({ title: t(`${texts}.sent`, { email }) });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === "DATA_EXPORT_LIMIT") {
        toast({
          variant: "destructive",
          title: t(`${texts}.limit.title`),
          description: t(`${texts}.limit.description`, { count: DATA_EXPORTS_PER_DAY }),
        });
        onClose();
        return;
      }
      toastForApiError(error, t, {
        title: t(`${texts}.failed.title`),
        description: t(`${texts}.failed.description`),
      });
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !send.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t(`${texts}.title`, { name: customerName })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t(`${texts}.description`, { name: customerName, email, days: DATA_EXPORT_LINK_DAYS })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={send.isPending}>{t(`${texts}.cancel`)}</AlertDialogCancel>
          <Button onClick={() => void confirm()} disabled={send.isPending}>
            {send.isPending ? t(`${texts}.sending`) : t(`${texts}.confirm`)}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
