import { useLiveEvent } from "@stampwise/web";
import { useCallback, useEffect, useRef, useState } from "react";
import { localDeadline } from "./countdown";

/** A minted single-use code: what it encodes and when it expires on this device's clock. */
export type CounterCode = { instanceId: string; url: string; deadline: number };

export type CounterCodeState =
  | { status: "minting" }
  | { status: "ready"; code: CounterCode }
  | { status: "failed"; error: unknown };

/** Who used the last code; `name` is null when only "it was used" is known. */
export type CodeUse = { key: number; name: string | null };

export interface RotatingCodeOptions {
  /** Changes to it mint a fresh code (the counter code's QR code id). */
  key: string;
  /** Mints one code. */
  generate: (signal: AbortSignal) => Promise<{ instanceId: string; url: string; expiresAt: string }>;
  /** The code's life when the server's expiry cannot be trusted against this device's clock. */
  ttlSeconds?: number;
  /** The live event that says a code was used. */
  usedEvent: "qr.redeemed" | "join.redeemed";
  /** Whether the shown code was used meanwhile, asked once after a lost connection. */
  fetchStatus: (instanceId: string) => Promise<{ status: string }>;
  /** A failed check of the shown code: whether it means the code is dead and must be replaced. */
  replaceAfterFailedCheck?: (error: unknown) => boolean;
  /** How long "who used it" stays on screen. */
  useVisibleMs: number;
}

/**
 * A single-use code on the till's screen (the counter code, the join code): mints one on open, a
 * fresh one when it expires or is used, and says who used it. Uses come live; after a lost
 * connection the shown code is checked once, since events sent meanwhile are not replayed.
 */
export function useRotatingCode(options: RotatingCodeOptions) {
  const [state, setState] = useState<CounterCodeState>({ status: "minting" });
  const [used, setUsed] = useState<CodeUse | null>(null);
  const request = useRef<AbortController | null>(null);
  // Every code this screen showed: a use of the previous code can arrive after a new one is minted.
  const mintedIds = useRef(new Set<string>());
  const shownId = state.status === "ready" ? state.code.instanceId : undefined;
  const latest = useRef(options);
  latest.current = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is what asks for a fresh code.
  const mint = useCallback(async () => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    // A used or expired code must not stay on screen for a customer to scan in vain.
    setState({ status: "minting" });
    const requestedAt = Date.now();
    try {
      const action = await latest.current.generate(controller.signal);
      if (controller.signal.aborted) return;
      mintedIds.current.add(action.instanceId);
      const deadline = localDeadline({
        expiresAt: action.expiresAt,
        requestedAt,
        receivedAt: Date.now(),
        ttlSeconds: latest.current.ttlSeconds,
      });
      setState({ status: "ready", code: { instanceId: action.instanceId, url: action.url, deadline } });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: "failed", error });
    }
  }, [options.key]);

  useEffect(() => {
    void mint();
    return () => request.current?.abort();
  }, [mint]);

  useLiveEvent(options.usedEvent, (event) => {
    if (!mintedIds.current.has(event.instanceId)) return;
    setUsed({ key: Date.now(), name: event.customerName.trim() || null });
    if (event.instanceId === shownId) void mint();
  });

  useLiveEvent("ready", () => {
    if (!shownId) return;
    latest.current
      .fetchStatus(shownId)
      .then((instance) => {
        if (instance.status !== "used") return;
        setUsed({ key: Date.now(), name: null });
        void mint();
      })
      .catch((error) => {
        // Any other failed check changes nothing: the countdown still replaces the code.
        if (latest.current.replaceAfterFailedCheck?.(error)) void mint();
      });
  });

  useEffect(() => {
    if (!used) return;
    const timer = setTimeout(() => setUsed(null), latest.current.useVisibleMs);
    return () => clearTimeout(timer);
  }, [used]);

  return { state, used, mint };
}
