import { type CreateStampCardRequest, StampCardSchema } from "@stampwise/contract";
import { apiRequest, stampCardKeys, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";

async function createStampCard(input: CreateStampCardRequest) {
  const { data } = await apiRequest("/loyalty-card", {
    method: "POST",
    body: input,
    schema: StampCardSchema,
  });
  return data;
}

export function useCreateStampCard() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: createStampCard,
    onSuccess: (card) => {
      queryClient.setQueryData(stampCardKeys.detail(current?.id, card.id), card);
      void queryClient.invalidateQueries({ queryKey: stampCardKeys.list(current?.id) });
    },
  });
}
