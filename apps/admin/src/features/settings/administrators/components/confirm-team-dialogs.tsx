import type { Administrator, Invitation } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { ConfirmActionDialog } from "@stampwise/web";
import { useCancelInvitation } from "../api/cancel-invitation";
import { useRemoveAdministrator } from "../api/remove-administrator";
import { useSendPasswordReset } from "../api/send-password-reset";
import { personName } from "../team";

/** Remove: the member loses access at once; their account stays. */
export function RemoveAdministratorDialog({
  member,
  organizationName,
  onClose,
}: {
  member: Administrator;
  organizationName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveAdministrator();
  const values = { name: personName(member) || member.email, organization: organizationName };
  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t("administrators.remove.title", values)}
      description={t("administrators.remove.description", values)}
      confirmLabel={t("administrators.remove.confirm")}
      pendingLabel={t("administrators.remove.removing")}
      destructive
      pending={remove.isPending}
      action={() => remove.mutateAsync(member.userId)}
      done={{
        title: t("administrators.remove.done.title"),
        description: t("administrators.remove.done.description", values),
      }}
      failed={{
        title: t("administrators.remove.failed.title"),
        description: t("administrators.remove.failed.description"),
      }}
    />
  );
}

/** Send password reset: the member gets a link; nothing changes until they use it. */
export function PasswordResetDialog({ member, onClose }: { member: Administrator; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendPasswordReset();
  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t("administrators.resetPassword.title")}
      description={t("administrators.resetPassword.description", { email: member.email })}
      confirmLabel={t("administrators.resetPassword.confirm")}
      pendingLabel={t("administrators.resetPassword.sending")}
      pending={send.isPending}
      action={() => send.mutateAsync(member.userId)}
      done={{
        title: t("administrators.resetPassword.done.title"),
        description: t("administrators.resetPassword.done.description", { email: member.email }),
      }}
      failed={{
        title: t("administrators.resetPassword.failed.title"),
        description: t("administrators.resetPassword.failed.description"),
      }}
    />
  );
}

/** Cancel pending invitation: the mailed link stops working. */
export function CancelInvitationDialog({
  invitation,
  onClose,
}: {
  invitation: Invitation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelInvitation();
  const values = { email: invitation.email };
  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t("administrators.cancelInvitation.title")}
      description={t("administrators.cancelInvitation.description", values)}
      confirmLabel={t("administrators.cancelInvitation.confirm")}
      pendingLabel={t("administrators.cancelInvitation.cancelling")}
      destructive
      pending={cancel.isPending}
      action={() => cancel.mutateAsync(invitation.id)}
      done={{
        title: t("administrators.cancelInvitation.done.title"),
        description: t("administrators.cancelInvitation.done.description", values),
      }}
      failed={{
        title: t("administrators.cancelInvitation.failed.title"),
        description: t("administrators.cancelInvitation.failed.description"),
      }}
    />
  );
}
