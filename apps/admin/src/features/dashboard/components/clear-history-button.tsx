import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";

// No dialog code on the dashboard's first load: the confirmation loads when first asked for.
const ClearHistoryDialog = lazy(() =>
  import("./clear-history-dialog").then((module) => ({ default: module.ClearHistoryDialog })),
);

/** "Clear history", after a confirmation: both the recent users and the searches go. */
export function ClearHistoryButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so closing plays the dialog's exit and focus returns to the button.
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Button
        variant="outline"
        className="self-start"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden />
        {t("users.dashboard.recent.clear")}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ClearHistoryDialog open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
