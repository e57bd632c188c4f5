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
import type { ReactNode } from "react";
import type { FallbackToast, ToastContent } from "../forms/api-error-toast";
import { toastForApiError } from "../forms/toast-for-api-error";
import { useReturnFocus } from "./return-focus";

export interface ConfirmActionDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the button while the action runs; the confirm label when not given. */
  pendingLabel?: string;
  destructive?: boolean;
  pending: boolean;
  /** The change itself; it throws on failure. */
  action: () => Promise<unknown>;
  /** The toast after success. */
  done: { title: string; description?: string };
  /** The toast for a failure that has no text of its own (see `toastForApiError`). */
  failed: FallbackToast;
  /**
   * A failure this dialog tells in words of its own (a limit reached): its toast, and the dialog
   * closes, as there is nothing to retry. Undefined leaves the error to `toastForApiError`.
   */
  explainFailure?: (error: unknown) => ToastContent | undefined;
}

/**
 * Asks before a change that cannot be undone (each such change needs a confirmation). It stays
 * open while the call runs, so a failure shows its toast and can be retried, and closes on success.
 */
export function ConfirmActionDialog(props: ConfirmActionDialogProps) {
  const { t } = useTranslation();
  const { open, onClose, pending } = props;
  const returnFocus = useReturnFocus(open);

  const confirm = async () => {
    try {
      await props.action();
      toast(props.done);
      onClose();
    } catch (error) {
      const explained = props.explainFailure?.(error);
      if (!explained) return toastForApiError(error, t, props.failed);
      toast(explained);
      onClose();
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <AlertDialogContent onCloseAutoFocus={returnFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          {/* A block, so a description may hold a list as well as sentences. */}
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-3">{props.description}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t("common.cancel")}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the change is done. */}
          <Button
            variant={props.destructive ? "destructive" : "default"}
            onClick={confirm}
            disabled={pending}
          >
            {pending ? (props.pendingLabel ?? props.confirmLabel) : props.confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
