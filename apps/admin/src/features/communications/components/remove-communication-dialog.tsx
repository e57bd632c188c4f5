import type { Communication } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { ConfirmActionDialog } from "@stampwise/web";
import { useRemoveCommunication } from "../api/communications";

/** Deleting asks first; a sending one must be paused first (the API answers COMMUNICATION_ACTIVE). */
export function RemoveCommunicationDialog({
  communication,
  onClose,
  onRemoved,
}: {
  communication: Pick<Communication, "id" | "title"> | null;
  onClose: () => void;
  onRemoved?: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveCommunication();
  const title = communication?.title ?? "";
  return (
    <ConfirmActionDialog
      open={communication !== null}
      onClose={onClose}
      title={t("communications.remove.title", { title })}
      description={t("communications.remove.description")}
      confirmLabel={t("communications.remove.confirm")}
      pendingLabel={t("communications.remove.pending")}
      destructive
      pending={remove.isPending}
      action={async () => {
        if (!communication) return;
        await remove.mutateAsync(communication.id);
        onRemoved?.();
      }}
      done={{
        title: t("communications.remove.done.title"),
        description: t("communications.remove.done.description", { title }),
      }}
      failed={{
        title: t("communications.remove.failed.title"),
        description: t("communications.remove.failed.description"),
      }}
    />
  );
}
