import type { CustomerCard } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { queryOptions } from "@tanstack/react-query";

/** Every query of the signed-in customer's cards starts with this key; invalidate it on changes. */
export const myCardsQueryKey = ["my-cards"] as const;

/**
 * The customer's cards across organizations (`GET /loyalty-card-instance/mine`), newest activity
 * first. Read without the zod schema, like the session check (decision 007): this is the first
 * screen of the app, and zod would add about 24 KB to it. The server serialises the answer
 * through `CustomerCardListSchema`, so the shape is the contract's.
 */
export const myCardsQueryOptions = queryOptions({
  queryKey: myCardsQueryKey,
  queryFn: async ({ signal }) =>
    (await apiRequest("/loyalty-card-instance/mine", { signal })).data as CustomerCard[],
});
