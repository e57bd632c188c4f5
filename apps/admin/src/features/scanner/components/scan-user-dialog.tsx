import { useTranslation } from "@stampwise/i18n";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Spinner } from "@stampwise/ui";
import { lazy, Suspense } from "react";
import type { IdentifiedUser } from "./scan-user-panel";

// The camera code (qr-scanner and its decoder) loads only when the dialog shows it.
const ScanUserPanel = lazy(() =>
  import("./scan-user-panel").then((module) => ({ default: module.ScanUserPanel })),
);

type ScanUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onIdentified: (user: IdentifiedUser) => void;
};

/** The scanner's dialog, loaded by `ScanUserButton` when it first opens (decision 014). */
export function ScanUserDialog({ open, onOpenChange, onIdentified }: ScanUserDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("users.dashboard.scanner.title")}</DialogTitle>
          <DialogDescription>{t("users.dashboard.scanner.description")}</DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <div className="flex aspect-square w-full items-center justify-center rounded-lg bg-muted">
              <Spinner label={t("users.dashboard.scanner.starting")} className="[&_svg]:size-6" />
            </div>
          }
        >
          <ScanUserPanel
            onIdentified={(user) => {
              onOpenChange(false);
              onIdentified(user);
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
