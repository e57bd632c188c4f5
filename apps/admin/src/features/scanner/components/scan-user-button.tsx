import { useTranslation } from "@stampwise/i18n";
import { Button, type ButtonProps } from "@stampwise/ui";
import { ScanLine } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { IdentifiedUser } from "./scan-user-panel";

// The dashboard's first load carries no dialog code: it loads when the button is first pressed.
const ScanUserDialog = lazy(() =>
  import("./scan-user-dialog").then((module) => ({ default: module.ScanUserDialog })),
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
  // Stays mounted once opened, so closing plays the dialog's exit and focus returns to the button.
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Button
        {...buttonProps}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <ScanLine aria-hidden />
        {t("users.dashboard.scanner.button")}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ScanUserDialog open={open} onOpenChange={setOpen} onIdentified={onIdentified} />
        </Suspense>
      )}
    </>
  );
}
