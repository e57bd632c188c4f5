import { CardInstanceSchema, type CreateCardInstanceRequest } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { useMutation } from "@tanstack/react-query";
import { useInvalidateProfile } from "./invalidate-profile";

async function createCardInstance(request: CreateCardInstanceRequest) {
  const { data } = await apiRequest("/loyalty-card-instance", {
    method: "POST",
    body: request,
    schema: CardInstanceSchema,
  });
  return data;
}

async function deleteCardInstance(instanceId: string) {
  await apiRequest(`/loyalty-card-instance/${encodeURIComponent(instanceId)}`, { method: "DELETE" });
}

/** POST /loyalty-card-instance: give the person a stamp card with no stamps yet. */
export function useAddCard(userId: string) {
  const invalidate = useInvalidateProfile(userId);
  return useMutation({ mutationFn: createCardInstance, onSettled: invalidate });
}

/** DELETE /loyalty-card-instance/{id}: take the card away (the ledger keeps its history). */
export function useRemoveCard(userId: string) {
  const invalidate = useInvalidateProfile(userId);
  return useMutation({ mutationFn: deleteCardInstance, onSettled: invalidate });
}
