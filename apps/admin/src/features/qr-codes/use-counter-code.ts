import { isApiError, useLiveEvent } from "@stampwise/web";
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchQrInstance, generateQrAction } from "./api/generate-qr-action";
import { localDeadline } from "./countdown";

/** A minted single-use code: what it encodes and when it expires on this device's clock. */
export type CounterCode = { instanceId: string; url: string; deadline: number };

/** Who collected the last code; `customerName` is null when only "it was used" is known. */
export type Redemption = { key: number; customerName: string | null };

export type CounterCodeState =
  | { status: "minting" }
  | { status: "ready"; code: CounterCode }
  | { status: "failed"; error: unknown };

/** How long "Stamp given!" stays up: long enough to be seen from the till, gone before the next. */
const REDEMPTION_VISIBLE_MS = 20_000;

/**
 * The code shown at the counter: mints one on open, a fresh one when it
 * expires or is redeemed, and reports who redeemed it. Redemptions come live (`qr.redeemed`); after
 * a lost connection the shown code is checked once, since events sent meanwhile are not replayed.
 */
export function useCounterCode(qrCodeId: string) {
  const [state, setState] = useState<CounterCodeState>({ status: "minting" });
  const [redemption, setRedemption] = useState<Redemption | null>(null);
  const request = useRef<AbortController | null>(null);
  // Every code this dialog showed: a redeem of the previous code can arrive after a new one is minted.
  const mintedIds = useRef(new Set<string>());
  const shownId = state.status === "ready" ? state.code.instanceId : undefined;

  const mint = useCallback(async () => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    // A used or expired code must not stay on screen for a customer to scan in vain.
    setState({ status: "minting" });
    const requestedAt = Date.now();
    try {
      const action = await generateQrAction(qrCodeId, controller.signal);
      if (controller.signal.aborted) return;
      mintedIds.current.add(action.instanceId);
      const deadline = localDeadline({ expiresAt: action.expiresAt, requestedAt, receivedAt: Date.now() });
      setState({ status: "ready", code: { instanceId: action.instanceId, url: action.url, deadline } });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: "failed", error });
    }
  }, [qrCodeId]);

  useEffect(() => {
    void mint();
    return () => request.current?.abort();
  }, [mint]);

  useLiveEvent("qr.redeemed", (event) => {
    if (!mintedIds.current.has(event.instanceId)) return;
    setRedemption({ key: Date.now(), customerName: event.customerName.trim() || null });
    if (event.instanceId === shownId) void mint();
  });

  useLiveEvent("ready", () => {
    if (!shownId) return;
    fetchQrInstance(shownId)
      .then((instance) => {
        if (instance.status !== "used") return;
        setRedemption({ key: Date.now(), customerName: null });
        void mint();
      })
      .catch((error) => {
        // The card was deleted meanwhile: minting again takes the dead code off the screen and
        // says the offer ended. Any other failed check changes nothing: the countdown still
        // replaces the code when it expires.
        if (isApiError(error) && error.code === "OFFER_ENDED") void mint();
      });
  });

  useEffect(() => {
    if (!redemption) return;
    const timer = setTimeout(() => setRedemption(null), REDEMPTION_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [redemption]);

  return { state, redemption, mint };
}
