import {
  type CreateLoyaltyProgramRequest,
  LoyaltyProgramSchema,
  type UpdateLoyaltyProgramRequest,
} from "@stampwise/contract";
import { apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loyaltyProgramQueryKey } from "../../../shared/api/get-loyalty-program";

/** POST /loyalty-program, or PATCH /loyalty-program/{id} when `id` is given. */
async function saveLoyaltyProgram({
  id,
  body,
}: {
  id?: string;
  body: CreateLoyaltyProgramRequest | UpdateLoyaltyProgramRequest;
}) {
  const { data } = await apiRequest(id ? `/loyalty-program/${id}` : "/loyalty-program", {
    method: id ? "PATCH" : "POST",
    body,
    schema: LoyaltyProgramSchema,
  });
  return data;
}

export function useSaveLoyaltyProgram() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: saveLoyaltyProgram,
    onSuccess: (program) => queryClient.setQueryData(loyaltyProgramQueryKey(current?.id), program),
  });
}
