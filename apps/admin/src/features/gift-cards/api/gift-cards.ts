import {
  type CreateGiftCardRequest,
  type GiftCardPostingRequest,
  GiftCardPostingResultSchema,
  GiftCardSchema,
  IssuedGiftCardSchema,
  type UpdateGiftCardRequest,
} from "@stampwise/contract";
import { apiGet, apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";

const GiftCardListSchema = z.array(GiftCardSchema);
const IssuedGiftCardListSchema = z.array(IssuedGiftCardSchema);

export function giftCardsQueryKey(organizationId: string | undefined) {
  return ["organization", organizationId, "gift-cards"] as const;
}

export function issuedGiftCardsQueryKey(organizationId: string | undefined, userId: string) {
  return ["organization", organizationId, "gift-card-instances", userId] as const;
}

/** GET /loyalty-card/gift-cards: the definitions, newest first, with issued counts and balances. */
export function useGiftCards() {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: giftCardsQueryKey(current?.id),
    queryFn: ({ signal }) => apiGet("/loyalty-card/gift-cards", GiftCardListSchema, { signal }),
    enabled: Boolean(current?.id),
  });
}

/** After a change to a definition the list is read again (order and totals come from the server). */
function useDefinitionMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCardsQueryKey(current?.id) }),
  });
}

export function useCreateGiftCard() {
  return useDefinitionMutation(async (body: CreateGiftCardRequest) => {
    const { data } = await apiRequest("/loyalty-card/gift-cards", {
      method: "POST",
      body,
      schema: GiftCardSchema,
    });
    return data;
  });
}

export function useUpdateGiftCard() {
  return useDefinitionMutation(async ({ id, changes }: { id: string; changes: UpdateGiftCardRequest }) => {
    const { data } = await apiRequest(`/loyalty-card/gift-cards/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: changes,
      schema: GiftCardSchema,
    });
    return data;
  });
}

export function useRemoveGiftCard() {
  return useDefinitionMutation(async (id: string) => {
    await apiRequest(`/loyalty-card/gift-cards/${encodeURIComponent(id)}`, { method: "DELETE" });
  });
}

/** GET /gift-card-instance?userId=: a customer's gift cards here, newest first. */
export function useIssuedGiftCards(userId: string) {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: issuedGiftCardsQueryKey(current?.id, userId),
    queryFn: ({ signal }) =>
      apiGet("/gift-card-instance", IssuedGiftCardListSchema, { signal, query: { userId } }),
    enabled: Boolean(current?.id),
  });
}

/**
 * A change of a customer's gift cards: their list, the definitions' totals and the profile's
 * totals (`onChanged`, the profile's own refresh) are read again.
 */
function useIssuedMutation<Variables, Answer>(
  userId: string,
  onChanged: () => Promise<unknown>,
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: issuedGiftCardsQueryKey(current?.id, userId) }),
        queryClient.invalidateQueries({ queryKey: giftCardsQueryKey(current?.id) }),
        onChanged(),
      ]),
  });
}

/** POST /loyalty-card/gift-cards/{id}/issue */
export function useIssueGiftCard(userId: string, onChanged: () => Promise<unknown>) {
  return useIssuedMutation(
    userId,
    onChanged,
    async (input: { giftCardId: string; idempotencyKey: string }) => {
      const { data } = await apiRequest(
        `/loyalty-card/gift-cards/${encodeURIComponent(input.giftCardId)}/issue`,
        {
          method: "POST",
          body: { userId, idempotencyKey: input.idempotencyKey },
          schema: IssuedGiftCardSchema,
        },
      );
      return data;
    },
  );
}

/** DELETE /gift-card-instance/{id}: the card taken away, what it held written off. */
export function useRemoveIssuedGiftCard(userId: string, onChanged: () => Promise<unknown>) {
  return useIssuedMutation(userId, onChanged, async (instanceId: string) => {
    await apiRequest(`/gift-card-instance/${encodeURIComponent(instanceId)}`, { method: "DELETE" });
  });
}

/** POST /gift-card-instance/{id}/transaction: redeem or adjust. */
export function useChangeGiftCard(userId: string, onChanged: () => Promise<unknown>) {
  return useIssuedMutation(
    userId,
    onChanged,
    async ({ instanceId, ...body }: GiftCardPostingRequest & { instanceId: string }) => {
      const { data } = await apiRequest(`/gift-card-instance/${encodeURIComponent(instanceId)}/transaction`, {
        method: "POST",
        body,
        schema: GiftCardPostingResultSchema,
      });
      return data;
    },
  );
}
