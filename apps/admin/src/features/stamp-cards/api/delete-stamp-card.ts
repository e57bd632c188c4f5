import { apiRequest, stampCardKeys, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";

async function deleteStampCard(cardId: string) {
  await apiRequest(`/loyalty-card/${cardId}`, { method: "DELETE" });
}

export function useDeleteStampCard() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: deleteStampCard,
    onSuccess: (_, cardId) => {
      queryClient.removeQueries({ queryKey: stampCardKeys.detail(current?.id, cardId) });
      void queryClient.invalidateQueries({ queryKey: stampCardKeys.list(current?.id) });
    },
  });
}
