import { JOIN_CODE_TTL_SECONDS } from "@stampwise/contract";
import { useLiveEvent } from "@stampwise/web";
import { useCallback, useEffect, useRef, useState } from "react";
import { localDeadline } from "../countdown";
import type { CounterCodeState } from "../use-counter-code";
import { fetchJoinCodeInstance, generateJoinCode } from "./join-code-api";

/** Who joined with the last code: `name` is null when only "it was used" is known. */
export type Joined = { key: number; name: string | null };

/** How long "Welcome, Maja!" stays on the till's screen. */
const WELCOME_VISIBLE_MS = 15_000;

/**
 * The join code on the till's screen: mints one on open, a fresh one when the countdown ends or a
 * person joins, and says who joined (`join.redeemed`). The counter code's rules, with a shorter
 * life: a photo of the screen is useless a minute later.
 */
export function useJoinCode() {
  const [state, setState] = useState<CounterCodeState>({ status: "minting" });
  const [joined, setJoined] = useState<Joined | null>(null);
  const request = useRef<AbortController | null>(null);
  const mintedIds = useRef(new Set<string>());
  const shownId = state.status === "ready" ? state.code.instanceId : undefined;

  const mint = useCallback(async () => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ status: "minting" });
    const requestedAt = Date.now();
    try {
      const action = await generateJoinCode(controller.signal);
      if (controller.signal.aborted) return;
      mintedIds.current.add(action.instanceId);
      const deadline = localDeadline({
        expiresAt: action.expiresAt,
        requestedAt,
        receivedAt: Date.now(),
        ttlSeconds: JOIN_CODE_TTL_SECONDS,
      });
      setState({ status: "ready", code: { instanceId: action.instanceId, url: action.url, deadline } });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: "failed", error });
    }
  }, []);

  useEffect(() => {
    void mint();
    return () => request.current?.abort();
  }, [mint]);

  useLiveEvent("join.redeemed", (event) => {
    if (!mintedIds.current.has(event.instanceId)) return;
    setJoined({ key: Date.now(), name: event.customerName.trim() || null });
    if (event.instanceId === shownId) void mint();
  });

  useLiveEvent("ready", () => {
    if (!shownId) return;
    fetchJoinCodeInstance(shownId)
      .then((instance) => {
        if (instance.status !== "used") return;
        setJoined({ key: Date.now(), name: null });
        void mint();
      })
      // Any failed check changes nothing: the countdown still replaces the code.
      .catch(() => undefined);
  });

  useEffect(() => {
    if (!joined) return;
    const timer = setTimeout(() => setJoined(null), WELCOME_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [joined]);

  return { state, joined, mint };
}
