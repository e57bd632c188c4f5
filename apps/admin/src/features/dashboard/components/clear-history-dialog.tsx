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
import { useClearRecentUsers } from "../api/recent-users";
import { toastRequestFailure } from "../toast-request-failure";

type ClearHistoryDialogProps = { open: boolean; setOpen: (open: boolean) => void };

/** The confirmation of "Clear history", loaded by `ClearHistoryButton` when first opened. */
export function ClearHistoryDialog({ open, setOpen }: ClearHistoryDialogProps) {
  const { t } = useTranslation();
  const clear = useClearRecentUsers();

  const confirm = async () => {
    try {
      await clear.mutateAsync();
      setOpen(false);
      toast({
        title: t("users.dashboard.recent.cleared.title"),
        description: t("users.dashboard.recent.cleared.description"),
      });
    } catch (error) {
      toastRequestFailure(error, t, {
        title: t("users.dashboard.recent.clearFailed.title"),
        description: t("users.dashboard.recent.clearFailed.description"),
      });
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !clear.isPending && setOpen(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("users.dashboard.recent.clearTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("users.dashboard.recent.clearDescription")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={clear.isPending}>{t("common.cancel")}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={clear.isPending}>
            {clear.isPending
              ? t("users.dashboard.recent.clearing")
              : t("users.dashboard.recent.clearConfirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
