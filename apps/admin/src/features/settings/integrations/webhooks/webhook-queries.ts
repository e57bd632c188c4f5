import {
  WebhookDeliveryListSchema,
  type WebhookDeliveryStatus,
  WebhookEndpointListSchema,
} from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { useQuery } from "@tanstack/react-query";

/** Under the organization, so switching organization never shows another one's endpoints. */
export const webhookKeys = {
  all: (organizationId: string | undefined) => ["organization", organizationId, "webhooks"] as const,
  deliveries: (organizationId: string | undefined, endpointId: string) =>
    [...webhookKeys.all(organizationId), "deliveries", endpointId] as const,
};

/** GET /webhook-endpoint (owner): the organization's endpoints, newest first. */
export function useWebhookEndpoints(enabled: boolean) {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: webhookKeys.all(current?.id),
    queryFn: ({ signal }) => apiGet("/webhook-endpoint", WebhookEndpointListSchema, { signal }),
    enabled: enabled && Boolean(current?.id),
  });
}

/** While a delivery is still waiting for its turn or a retry, the log asks again every few seconds. */
const UNFINISHED: readonly WebhookDeliveryStatus[] = ["pending", "retrying"];
const LOG_REFRESH_MS = 3000;

/** GET /webhook-endpoint/{id}/delivery: the latest 50 deliveries, newest first. */
export function useWebhookDeliveries(endpointId: string) {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: webhookKeys.deliveries(current?.id, endpointId),
    queryFn: ({ signal }) =>
      apiGet(`/webhook-endpoint/${endpointId}/delivery?limit=50`, WebhookDeliveryListSchema, { signal }),
    enabled: Boolean(current?.id),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => UNFINISHED.includes(delivery.status)) ? LOG_REFRESH_MS : false,
  });
}
