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

/** Asked when a link, the sidebar or back would leave the editor with unsaved changes. */
export function LeaveDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const k = "communications.editor.leave" as const;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t(`${k}.title`)}</AlertDialogTitle>
          <AlertDialogDescription>{t(`${k}.description`)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t(`${k}.stay`)}</AlertDialogCancel>
          <Button variant="destructive" onClick={onLeave}>
            {t(`${k}.leave`)}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
