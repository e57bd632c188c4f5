import { CardTemplateSchema, type StampCard, type UpdateCardTemplateRequest } from "@stampwise/contract";
import { apiRequest, stampCardKeys, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";

async function updateCardTemplate({
  cardId,
  changes,
}: {
  cardId: string;
  changes: UpdateCardTemplateRequest;
}) {
  // The template is addressed by its card's id: one template per card.
  const { data } = await apiRequest(`/card-template/${cardId}`, {
    method: "PATCH",
    body: changes,
    schema: CardTemplateSchema,
  });
  return data;
}

export function useUpdateCardTemplate() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: updateCardTemplate,
    onSuccess: (template, { cardId }) => {
      queryClient.setQueryData<StampCard>(stampCardKeys.detail(current?.id, cardId), (card) =>
        card ? { ...card, template } : card,
      );
    },
  });
}
