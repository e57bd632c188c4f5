import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
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
import { toastForApiError } from "@stampwise/web";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { useResendFailedDeliveries } from "../api/resend-failed-deliveries";

/**
 * "Resend to the failed", asked first: the server tries again only the failures whose cause may be
 * gone, so the toast says how many it took (none is an answer too). Disabled with nothing failed.
 */
export function ResendFailedButton({ communicationId, failed }: { communicationId: string; failed: number }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [open, setOpen] = useState(false);
  const resend = useResendFailedDeliveries(communicationId);

  const confirm = async () => {
    try {
      const resent = await resend.mutateAsync();
      toast(
        resent > 0
          ? {
              title: t("communicationStatistics.resend.done.title"),
              description: t("communicationStatistics.resend.done.description", {
                count: resent,
                formattedCount: formatNumber(resent, language),
              }),
            }
          : {
              title: t("communicationStatistics.resend.none.title"),
              description: t("communicationStatistics.resend.none.description"),
            },
      );
      setOpen(false);
    } catch (error) {
      toastForApiError(error, t, {
        title: t("communicationStatistics.resend.failed.title"),
        description: t("communicationStatistics.resend.failed.description"),
      });
    }
  };

  return (
    <>
      <Button variant="outline" disabled={failed === 0} onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden />
        {t("communicationStatistics.resend.button")}
      </Button>
      <AlertDialog open={open} onOpenChange={(next) => !next && !resend.isPending && setOpen(false)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("communicationStatistics.resend.title")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t("communicationStatistics.resend.description", {
                count: failed,
                formattedCount: formatNumber(failed, language),
              })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={resend.isPending}>{t("common.cancel")}</AlertDialogCancel>
            {/* A plain button, not AlertDialogAction: the dialog stays open until the server answers. */}
            <Button onClick={confirm} disabled={resend.isPending}>
              {resend.isPending
                ? t("communicationStatistics.resend.pending")
                : t("communicationStatistics.resend.confirm")}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
