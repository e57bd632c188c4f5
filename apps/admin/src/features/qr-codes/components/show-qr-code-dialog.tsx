import type { QrCode } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@stampwise/ui";
import { Maximize2, Minimize2, TriangleAlert } from "lucide-react";
import { useRef } from "react";
import { offerTexts } from "../offer-texts";
import type { QrCodeOffer } from "../qr-code-offer";
import { CounterCodeView } from "./counter-code-view";
import { useFullscreen } from "./use-fullscreen";

type ShownCode = { qrCode: QrCode; offer: QrCodeOffer };

type ShowQrCodeDialogProps = {
  shown: ShownCode | null;
  onOpenChange: (open: boolean) => void;
};

/**
 * "Show": a large code for the customer's phone at the counter. The
 * content mounts only while open, so no code is minted and no timer runs for a closed dialog.
 */
export function ShowQrCodeDialog({ shown, onOpenChange }: ShowQrCodeDialogProps) {
  return (
    <Dialog open={shown !== null} onOpenChange={onOpenChange}>
      {shown && <ShowQrCodeContent {...shown} />}
    </Dialog>
  );
}

function ShowQrCodeContent({ qrCode, offer }: ShownCode) {
  const { t } = useTranslation();
  const contentRef = useRef<HTMLDivElement>(null);
  const { expanded, toggle } = useFullscreen(contentRef);
  const texts = offerTexts(t, offer);

  return (
    <DialogContent
      ref={contentRef}
      className={cn(
        "justify-items-center sm:max-w-xl",
        // Pinned to the corners rather than centred, so the browser's full screen (which resizes the
        // element itself) and the plain enlarged layout look the same.
        expanded &&
          "top-0 left-0 h-dvh max-h-dvh w-screen max-w-none translate-x-0 translate-y-0 content-center rounded-none border-0 sm:max-w-none",
      )}
    >
      <DialogHeader className="w-full pr-8">
        <DialogTitle className="text-xl">{qrCode.description || texts.title}</DialogTitle>
        <DialogDescription className="text-base">{texts.collect}</DialogDescription>
      </DialogHeader>
      {offer.type === "points" && !offer.programActive && (
        // The code still shows (the program may be turned on in a moment), but the till must know
        // that a scan now is refused.
        <p className="flex w-full items-start gap-2 rounded-lg border border-amber-600/40 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("qrCodes.show.points.inactive", { program: texts.place })}
        </p>
      )}
      <CounterCodeView qrCodeId={qrCode.id} offer={offer} large={expanded} />
      <Button variant="outline" onClick={toggle}>
        {expanded ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
        {expanded ? t("qrCodes.show.exitFullscreen") : t("qrCodes.show.fullscreen")}
      </Button>
    </DialogContent>
  );
}
