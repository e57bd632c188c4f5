import type { RedeemQrResult } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { myCardsQueryKey } from "../../../lib/my-cards-query";

/**
 * Claims the code for the signed-in customer; their cards change, so the list is refetched. The
 * answer is the contract's `RedeemQrResult`, read without zod like the rest of this first page.
 */
export function useRedeemQrInstance(instanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest(`/qrcode/instance/${instanceId}/redeem`, { method: "POST" })).data as RedeemQrResult,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCardsQueryKey }),
  });
}
