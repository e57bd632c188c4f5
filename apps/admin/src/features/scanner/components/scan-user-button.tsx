import {
  Button,
  type ButtonProps,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Spinner,
} from "@stampwise/ui";
import { ScanLine } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { IdentifiedUser } from "./scan-user-panel";

// The camera code (qr-scanner and its decoder) loads only when someone opens the dialog.
const ScanUserPanel = lazy(() =>
  import("./scan-user-panel").then((module) => ({ default: module.ScanUserPanel })),
);

/**
 * "Scan user QR code": a dialog that reads a customer's identity code with the device camera, or
 * from a photo, and hands the identified customer to `onIdentified`.
 */
export function ScanUserButton({
  onIdentified,
  ...buttonProps
}: { onIdentified: (user: IdentifiedUser) => void } & Omit<ButtonProps, "onClick">) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button {...buttonProps}>
          <ScanLine aria-hidden />
          {t("users.dashboard.scanner.button")}
        </Button>
      </DialogTrigger>
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
              setOpen(false);
              onIdentified(user);
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
