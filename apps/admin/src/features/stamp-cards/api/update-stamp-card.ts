import { StampCardSchema, type UpdateStampCardRequest } from "@stampwise/contract";
import { apiRequest, stampCardKeys, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";

async function updateStampCard({ cardId, changes }: { cardId: string; changes: UpdateStampCardRequest }) {
  const { data } = await apiRequest(`/loyalty-card/stamp-cards/${cardId}`, {
    method: "PATCH",
    body: changes,
    schema: StampCardSchema,
  });
  return data;
}

/** Name, description, stamps required; lowering a card in use answers 409 LOWERING_NEEDS_CONFIRMATION until confirmed. */
export function useUpdateStampCard() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: updateStampCard,
    onSuccess: (card) => {
      queryClient.setQueryData(stampCardKeys.detail(current?.id, card.id), card);
      void queryClient.invalidateQueries({ queryKey: stampCardKeys.list(current?.id) });
    },
  });
}
