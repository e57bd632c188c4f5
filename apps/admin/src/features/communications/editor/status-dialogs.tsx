import type { DeliveryType } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import type { EditorDialog } from "./editor-header";
import { StatusChangeDialog } from "./status-change-dialog";
import { statusChangeDescription } from "./status-texts";
import type { StatusChange } from "./use-editor-actions";

const CHANGES: readonly StatusChange[] = ["cancelSchedule", "pause", "reactivate"];

/** The three status changes that ask first, each saying what it does. */
export function StatusDialogs({
  open,
  title,
  deliveryType,
  onClose,
  change,
}: {
  open: EditorDialog | null;
  title: string;
  deliveryType: DeliveryType;
  onClose: () => void;
  change: (kind: StatusChange) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  return CHANGES.map((kind) => {
    const k = `communications.editor.${kind}` as const;
    return (
      <StatusChangeDialog
        key={kind}
        open={open === kind}
        onClose={onClose}
        title={t(`${k}.title`, { title })}
        description={t(statusChangeDescription(kind, deliveryType))}
        confirmLabel={t(`${k}.confirm`)}
        pendingLabel={t(`${k}.pending`)}
        cancelLabel={
          kind === "cancelSchedule" ? t("communications.editor.cancelSchedule.keep") : t("common.cancel")
        }
        destructive={kind === "pause"}
        change={() => change(kind)}
      />
    );
  });
}
