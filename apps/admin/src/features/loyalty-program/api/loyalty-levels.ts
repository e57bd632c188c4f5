import {
  type CreateLoyaltyLevelRequest,
  LoyaltyLevelSchema,
  type UpdateLoyaltyLevelRequest,
} from "@stampwise/contract";
import { apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loyaltyLevelsQueryKey } from "../../../shared/api/get-loyalty-levels";

/** After any change the list is read again: the order follows the required points. */
function useLevelMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loyaltyLevelsQueryKey(current?.id) }),
  });
}

/** POST /loyalty-level */
export function useAddLoyaltyLevel() {
  return useLevelMutation(async (body: CreateLoyaltyLevelRequest) => {
    const { data } = await apiRequest("/loyalty-level", { method: "POST", body, schema: LoyaltyLevelSchema });
    return data;
  });
}

/** PATCH /loyalty-level/{id} */
export function useUpdateLoyaltyLevel() {
  return useLevelMutation(async ({ id, changes }: { id: string; changes: UpdateLoyaltyLevelRequest }) => {
    const { data } = await apiRequest(`/loyalty-level/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: changes,
      schema: LoyaltyLevelSchema,
    });
    return data;
  });
}

/** DELETE /loyalty-level/{id} */
export function useRemoveLoyaltyLevel() {
  return useLevelMutation(async (id: string) => {
    await apiRequest(`/loyalty-level/${encodeURIComponent(id)}`, { method: "DELETE" });
  });
}
