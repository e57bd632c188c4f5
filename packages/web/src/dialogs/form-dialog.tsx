import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@stampwise/ui";
import type { ReactNode } from "react";
import { useReturnFocus } from "./return-focus";

/**
 * A dialog around a form: title, description, and the form mounted only while open, so every
 * opening starts from fresh state (typed amounts, chosen options, idempotency keys).
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className={className} onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {open && children}
      </DialogContent>
    </Dialog>
  );
}

/** A form dialog's Cancel and submit buttons; the submit names what it does, or that it is busy. */
export function FormDialogFooter({
  cancelLabel,
  onCancel,
  submitLabel,
  pending,
  disabled = false,
  destructive = false,
}: {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
  destructive?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={pending || disabled}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
