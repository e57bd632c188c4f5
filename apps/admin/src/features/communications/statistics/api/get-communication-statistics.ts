import { type Communication, CommunicationStatisticsSchema } from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { useQuery } from "@tanstack/react-query";
import { isSending } from "../sending-state";

/** How often the figures are read again while the communication is sending. */
export const LIVE_REFRESH_MS = 3_000;

/** Everything the statistics page reads of one communication: resending invalidates by this prefix. */
export function communicationDeliveriesKey(organizationId: string | undefined, communicationId: string) {
  return ["organization", organizationId, "communication-deliveries", communicationId] as const;
}

export function communicationStatisticsKey(organizationId: string | undefined, communicationId: string) {
  return [...communicationDeliveriesKey(organizationId, communicationId), "statistics"] as const;
}

/**
 * GET /user-communication/statistics/{id}: totals, coverage, per channel and per hour. Read again
 * every few seconds while the communication is sending (each answer decides whether to go on), so
 * progress shows without a reload.
 */
export function useCommunicationStatistics(communication: Communication) {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: communicationStatisticsKey(current?.id, communication.id),
    queryFn: ({ signal }) =>
      apiGet(
        `/user-communication/statistics/${encodeURIComponent(communication.id)}`,
        CommunicationStatisticsSchema,
        { signal },
      ),
    enabled: Boolean(current?.id),
    refetchInterval: (query) =>
      isSending(communication, query.state.data, Date.now()) ? LIVE_REFRESH_MS : false,
  });
}
