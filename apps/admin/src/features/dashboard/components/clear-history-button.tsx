import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
  toast,
} from "@stampwise/ui";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useClearRecentUsers } from "../api/recent-users";
import { toastRequestFailure } from "../toast-request-failure";

/** "Clear history", after a confirmation: both the recent users and the searches go. */
export function ClearHistoryButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="self-start">
          <Trash2 aria-hidden />
          {t("users.dashboard.recent.clear")}
        </Button>
      </AlertDialogTrigger>
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
