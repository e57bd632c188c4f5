import { GiftCodeSchema, IdentifyRequestSchema } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { isApiError, toastForApiError } from "@stampwise/web";
import { useRef, useState } from "react";
import { identifyGiftCardHolder } from "../api/identify-gift-card-holder";
import { identifyUser } from "../api/identify-user";
import { createDecodeGate } from "../decode-gate";
import { CameraView } from "./camera-view";
import { ImageUploadScan } from "./image-upload-scan";

export type IdentifiedUser = Awaited<ReturnType<typeof identifyUser>>;

type Phase = { kind: "scanning" } | { kind: "identifying" } | { kind: "found"; name: string | undefined };

/**
 * The dialog's body, loaded only when the dialog opens: the camera (with qr-scanner) and the
 * photo upload, both handing what they decode to POST /qrcode/identify. A code the server does
 * not recognize shows the translated toast and scanning goes on. A gift card's code (12 characters
 * of its own alphabet, never an identity code's 10) opens the profile of the card's holder.
 */
export function ScanUserPanel({ onIdentified }: { onIdentified: (user: IdentifiedUser) => void }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: "scanning" });
  const gate = useRef(createDecodeGate());

  const identify = async (text: string, deliberate: boolean) => {
    const code = text.trim();
    if (!gate.current.tryStart(code, { deliberate })) return;
    setPhase({ kind: "identifying" });
    const giftCode = GiftCodeSchema.safeParse(code);
    // Not an identity code at all (too long, empty): the server would only say so later.
    if (!giftCode.success && !IdentifyRequestSchema.safeParse({ code }).success) {
      gate.current.finish(code, "rejected");
      setPhase({ kind: "scanning" });
      toast({
        variant: "destructive",
        title: t("loyaltyErrors.QR_NOT_RECOGNIZED.title"),
        description: t("loyaltyErrors.QR_NOT_RECOGNIZED.description"),
      });
      return;
    }
    try {
      const profile = giftCode.success
        ? await identifyGiftCardHolder(giftCode.data)
        : await identifyUser(code);
      gate.current.finish(code, "found");
      const { user } = profile;
      // A person who is not a customer here yet is shown without a name (the profile withholds it).
      const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || undefined;
      setPhase({ kind: "found", name });
      onIdentified(profile);
    } catch (error) {
      gate.current.finish(
        code,
        isApiError(error) && (error.code === "QR_NOT_RECOGNIZED" || error.status === 404)
          ? "rejected"
          : "failed",
      );
      setPhase({ kind: "scanning" });
      toastForApiError(error, t, {
        title: t("users.dashboard.scanner.identifyFailed.title"),
        description: t("users.dashboard.scanner.identifyFailed.description"),
      });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <CameraView
        onDecode={(text) => void identify(text, false)}
        status={
          phase.kind === "identifying"
            ? t("users.dashboard.scanner.identifying")
            : phase.kind === "found"
              ? phase.name
                ? t("users.dashboard.scanner.found", { name: phase.name })
                : t("users.dashboard.scanner.foundUnnamed")
              : undefined
        }
      />
      <ImageUploadScan disabled={phase.kind !== "scanning"} onDecode={(text) => void identify(text, true)} />
    </div>
  );
}
