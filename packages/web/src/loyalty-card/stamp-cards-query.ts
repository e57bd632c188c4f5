import { StampCardListSchema } from "@stampwise/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../api/client";

/**
 * Query keys of the admin's stamp cards, under the organization so switching organization never
 * shows the previous one's cards. The list and each card share the prefix, so invalidating the
 * prefix refreshes both. Every screen that lists the cards (the stamp card pages, the QR code form,
 * the profile's "add card") uses these, so a card created or renamed shows everywhere at once.
 */
export const stampCardKeys = {
  all: (organizationId: string | undefined) => ["stamp-cards", organizationId] as const,
  list: (organizationId: string | undefined) => ["stamp-cards", organizationId, "list"] as const,
  detail: (organizationId: string | undefined, cardId: string) =>
    ["stamp-cards", organizationId, "card", cardId] as const,
};

/** GET /loyalty-card/stamp-cards for the organization. */
export function stampCardsQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: stampCardKeys.list(organizationId),
    queryFn: ({ signal }) => apiGet("/loyalty-card/stamp-cards", StampCardListSchema, { signal }),
    enabled: Boolean(organizationId),
  });
}
