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
import { useState } from "react";

/**
 * Asks before a status change (cancel schedule, pause, reactivate) and says what it does. The
 * change reports its own outcome (toasts) and answers whether it happened; the dialog closes then.
 */
export function StatusChangeDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  destructive,
  change,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  destructive?: boolean;
  change: () => Promise<boolean>;
}) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    const changed = await change().finally(() => setPending(false));
    if (changed) onClose();
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <Button variant={destructive ? "destructive" : "default"} onClick={confirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
