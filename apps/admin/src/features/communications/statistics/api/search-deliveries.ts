import { type CommunicationMedium, DeliveryPageSchema, type DeliveryStatus } from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { communicationDeliveriesKey, LIVE_REFRESH_MS } from "./get-communication-statistics";

export const DELIVERIES_PAGE_SIZE = 20;

/** What the details table shows: a status and a channel (null for all), and a page from 1. */
export interface DeliveryFilter {
  status: DeliveryStatus | null;
  medium: CommunicationMedium | null;
}

/** GET /user-communication/search: one page of a communication's deliveries, newest first. */
export function fetchDeliveriesPage(
  communicationId: string,
  filter: DeliveryFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) {
  return apiGet("/user-communication/search", DeliveryPageSchema, {
    signal,
    query: {
      communicationId,
      status: filter.status ?? undefined,
      medium: filter.medium ?? undefined,
      page,
      pageSize,
    },
  });
}

/** The table's page; while `live` it is read again with the statistics, so statuses move on screen. */
export function useDeliveriesPage(
  communicationId: string,
  filter: DeliveryFilter,
  page: number,
  live: boolean,
) {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: [
      ...communicationDeliveriesKey(current?.id, communicationId),
      "page",
      { ...filter, page },
    ] as const,
    queryFn: ({ signal }) => fetchDeliveriesPage(communicationId, filter, page, DELIVERIES_PAGE_SIZE, signal),
    enabled: Boolean(current?.id),
    // The previous page stays on screen while the next loads: paging never flashes an empty table.
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}
