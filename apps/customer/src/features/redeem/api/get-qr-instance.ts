import type { QrInstance } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { useCallback, useEffect, useState } from "react";

type QrInstanceState = { data?: QrInstance; error?: unknown; isFetching: boolean };

/**
 * What the redeem page says about a counter QR code (public: the visitor may not be signed in).
 * Loaded once per page: after a redeem the code reads "used", and the page must keep its welcome
 * data. Read without zod and without react-query (decisions 007, 014): this is a new customer's
 * very first page; the server serialises the answer through the contract's `QrInstanceSchema`.
 */
export function useQrInstance(instanceId: string) {
  const [state, setState] = useState<QrInstanceState>({ isFetching: true });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is what asks again
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, isFetching: true }));
    apiRequest(`/qrcode/instance/${instanceId}`, { signal: controller.signal }).then(
      ({ data }) => setState({ data: data as QrInstance, isFetching: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ error, isFetching: false });
      },
    );
    return () => controller.abort();
  }, [instanceId, attempt]);

  const refetch = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, isError: state.error !== undefined && !state.isFetching, refetch };
}
