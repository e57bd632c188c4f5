import { useTranslation } from "@stampwise/i18n";
import { Button, cn, Spinner } from "@stampwise/ui";
import { CameraOff, RefreshCw } from "lucide-react";
import { useRef } from "react";
import { useCameraScanner } from "./use-camera-scanner";

/**
 * The live camera picture with qr-scanner's scan region, or why there is none, and a status line:
 * `status` (a lookup under way) when given, else "Looking for a QR code..." while the camera runs.
 */
export function CameraView({ onDecode, status }: { onDecode: (text: string) => void; status?: string }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const { state, retry } = useCameraScanner(videoRef, onDecode);
  const failed = state.status === "failed";

  return (
    <div className="flex flex-col gap-3">
      {/* The video stays in the page even when hidden: qr-scanner owns it from mount to unmount. */}
      <div
        className={cn(
          "relative aspect-square w-full overflow-hidden rounded-lg bg-black",
          failed && "hidden",
        )}
      >
        <video
          ref={videoRef}
          aria-label={t("users.dashboard.scanner.videoLabel")}
          className="size-full object-cover"
          muted
          playsInline
        />
        {state.status === "starting" && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white">
            <Spinner label={t("users.dashboard.scanner.starting")} className="[&_svg]:size-6" />
            <span aria-hidden className="text-sm">
              {t("users.dashboard.scanner.starting")}
            </span>
          </div>
        )}
      </div>
      {failed && (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6 text-center"
        >
          <CameraOff aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-semibold">{t(`users.dashboard.scanner.${state.problem}.title`)}</p>
          <p className="text-sm text-muted-foreground">
            {t(`users.dashboard.scanner.${state.problem}.description`)}
          </p>
          {state.problem !== "noCamera" && (
            <Button variant="outline" size="sm" onClick={retry}>
              <RefreshCw aria-hidden />
              {t("users.dashboard.scanner.retryCamera")}
            </Button>
          )}
        </div>
      )}
      <p role="status" className="min-h-5 text-center text-sm text-muted-foreground">
        {status ?? (state.status === "scanning" ? t("users.dashboard.scanner.scanning") : "")}
      </p>
    </div>
  );
}
