import type { StampQrCode } from "@stampwise/contract";
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
import { Maximize2, Minimize2 } from "lucide-react";
import { useRef } from "react";
import { CounterCodeView } from "./counter-code-view";
import { useFullscreen } from "./use-fullscreen";

type ShowQrCodeDialogProps = {
  qrCode: StampQrCode | null;
  cardName: string;
  onOpenChange: (open: boolean) => void;
};

/**
 * "Show" (spec §2 QR codes page): a large code for the customer's phone at the counter. The
 * content mounts only while open, so no code is minted and no timer runs for a closed dialog.
 */
export function ShowQrCodeDialog({ qrCode, cardName, onOpenChange }: ShowQrCodeDialogProps) {
  return (
    <Dialog open={qrCode !== null} onOpenChange={onOpenChange}>
      {qrCode && <ShowQrCodeContent qrCode={qrCode} cardName={cardName} />}
    </Dialog>
  );
}

function ShowQrCodeContent({ qrCode, cardName }: { qrCode: StampQrCode; cardName: string }) {
  const { t } = useTranslation();
  const contentRef = useRef<HTMLDivElement>(null);
  const { expanded, toggle } = useFullscreen(contentRef);

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
        <DialogTitle className="text-xl">{qrCode.description || t("qrCodes.show.title")}</DialogTitle>
        <DialogDescription className="text-base">
          {t("qrCodes.show.collect", { count: qrCode.stamps, card: cardName })}
        </DialogDescription>
      </DialogHeader>
      <CounterCodeView qrCodeId={qrCode.id} stamps={qrCode.stamps} cardName={cardName} large={expanded} />
      <Button variant="outline" onClick={toggle}>
        {expanded ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
        {expanded ? t("qrCodes.show.exitFullscreen") : t("qrCodes.show.fullscreen")}
      </Button>
    </DialogContent>
  );
}
