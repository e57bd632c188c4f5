import type { RedeemQrResult } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { useCallback, useRef, useState } from "react";

type RedeemState =
  | { status: "idle" | "pending" }
  | { status: "success"; data: RedeemQrResult }
  | { status: "error"; error: unknown };

/**
 * Claims the code for the signed-in customer. The answer is the contract's `RedeemQrResult`, read
 * without zod like the rest of this first page; the collected card shown next asks the server
 * afresh (`RedeemSuccess`), so no cached list of cards goes stale.
 */
export function useRedeemQrInstance(instanceId: string) {
  const [state, setState] = useState<RedeemState>({ status: "idle" });
  const running = useRef(false);

  const redeem = useCallback(
    async (onError?: (error: unknown) => void) => {
      if (running.current) return;
      running.current = true;
      setState({ status: "pending" });
      try {
        const { data } = await apiRequest(`/qrcode/instance/${instanceId}/redeem`, { method: "POST" });
        setState({ status: "success", data: data as RedeemQrResult });
      } catch (error) {
        setState({ status: "error", error });
        onError?.(error);
      } finally {
        running.current = false;
      }
    },
    [instanceId],
  );

  return { state, redeem };
}
