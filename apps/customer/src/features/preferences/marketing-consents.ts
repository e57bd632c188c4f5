import type { ConsentChannel, MarketingConsent } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { queryOptions } from "@tanstack/react-query";

export const marketingConsentsQueryKey = ["marketing-consents"] as const;

/**
 * `GET /user/marketing-consents`: per organization where the customer holds a card, news by email
 * and by SMS, on or off, and since when. Read without the zod schema; the server serialises the
 * answer through `MarketingConsentSchema`.
 */
export const marketingConsentsQueryOptions = queryOptions({
  queryKey: marketingConsentsQueryKey,
  queryFn: async ({ signal }) =>
    (await apiRequest("/user/marketing-consents", { signal })).data as MarketingConsent[],
});

/** `PUT /user/marketing-consents/{organizationId}`; answers every organization's consents after. */
export async function setMarketingConsent(change: {
  organizationId: string;
  channel: ConsentChannel;
  granted: boolean;
}): Promise<MarketingConsent[]> {
  const { organizationId, ...body } = change;
  return (await apiRequest(`/user/marketing-consents/${organizationId}`, { method: "PUT", body }))
    .data as MarketingConsent[];
}
