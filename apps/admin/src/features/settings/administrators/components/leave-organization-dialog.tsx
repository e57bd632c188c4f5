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
} from "@stampwise/ui";
import { ConfirmActionDialog } from "@stampwise/web";
import { useState } from "react";
import { useLeaveOrganization } from "../use-leave-organization";

/**
 * Removing yourself asks twice: leaving cannot be undone from this side (only an owner can invite
 * you back), so the second question says plainly that access ends.
 */
export function LeaveOrganizationDialog({
  userId,
  organizationName,
  onClose,
}: {
  userId: string;
  organizationName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [sure, setSure] = useState(false);
  const { leave, isLeaving } = useLeaveOrganization();
  const values = { organization: organizationName };

  if (!sure) {
    return (
      <AlertDialog open onOpenChange={(open) => !open && onClose()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("administrators.leave.title", values)}</AlertDialogTitle>
            <AlertDialogDescription>{t("administrators.leave.description")}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("common.cancel")}</AlertDialogCancel>
            <Button variant="destructive" onClick={() => setSure(true)}>
              {t("administrators.leave.continue")}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );
  }

  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t("administrators.leave.confirmTitle")}
      description={t("administrators.leave.confirmDescription", values)}
      confirmLabel={t("administrators.leave.confirm")}
      pendingLabel={t("administrators.leave.leaving")}
      destructive
      pending={isLeaving}
      action={() => leave(userId)}
      done={{
        title: t("administrators.leave.done.title", values),
        description: t("administrators.leave.done.description"),
      }}
      failed={{
        title: t("administrators.leave.failed.title"),
        description: t("administrators.leave.failed.description"),
      }}
    />
  );
}
