import { isApiError } from "@stampwise/web";
import { fetchQrInstance, generateQrAction } from "./api/generate-qr-action";
import { useRotatingCode } from "./use-rotating-code";

export type { CodeUse as Redemption } from "./use-rotating-code";

/** How long "Stamp given!" stays up: long enough to be seen from the till, gone before the next. */
const REDEMPTION_VISIBLE_MS = 20_000;

/** The counter code of a QR code: its single-use codes, and who collected the last one. */
export function useCounterCode(qrCodeId: string) {
  const { state, used, mint } = useRotatingCode({
    key: qrCodeId,
    generate: (signal) => generateQrAction(qrCodeId, signal),
    usedEvent: "qr.redeemed",
    fetchStatus: fetchQrInstance,
    // The card was deleted meanwhile: minting again takes the dead code off the screen and says
    // the offer ended.
    replaceAfterFailedCheck: (error) => isApiError(error) && error.code === "OFFER_ENDED",
    useVisibleMs: REDEMPTION_VISIBLE_MS,
  });
  return { state, redemption: used, mint };
}
