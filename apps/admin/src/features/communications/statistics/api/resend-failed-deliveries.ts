import { apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { communicationDeliveriesKey } from "./get-communication-statistics";

const ResentSchema = z.object({ resent: z.number().int() });

/**
 * POST /user-communication/resend-failed/{id}: the failures whose cause may be gone go back to
 * pending. The figures and the details are read again, which starts the live view.
 */
export function useResendFailedDeliveries(communicationId: string) {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: async () => {
      const { data } = await apiRequest(
        `/user-communication/resend-failed/${encodeURIComponent(communicationId)}`,
        { method: "POST", schema: ResentSchema },
      );
      return data.resent;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: communicationDeliveriesKey(current?.id, communicationId) }),
  });
}
