import type { LiveEvent, LiveEventType } from "@stampwise/contract";
import { useEffect, useRef } from "react";
import { createEventStream } from "./event-stream";

let shared: ReturnType<typeof createEventStream> | null = null;

function sharedStream() {
  shared ??= createEventStream();
  return shared;
}

type LiveEventData<Type extends LiveEventType> = Extract<LiveEvent, { type: Type }>["data"];

/**
 * Runs `handler` for every live event of `type` while the component is mounted. The data is
 * typed from the contract's event union; the server validates what it publishes against it.
 */
export function useLiveEvent<Type extends LiveEventType>(
  type: Type,
  handler: (data: LiveEventData<Type>) => void,
  enabled = true,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    return sharedStream().subscribe(type, (data) => latest.current(data as LiveEventData<Type>));
  }, [type, enabled]);
}

/** Closes the stream, e.g. on log out, so a signed-out tab does not keep reconnecting. */
export function closeLiveEvents(): void {
  shared?.disconnect();
}
