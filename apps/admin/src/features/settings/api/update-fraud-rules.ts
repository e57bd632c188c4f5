import { FraudRulesSchema, type UpdateFraudRulesRequest } from "@stampwise/contract";
import { apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fraudRulesQueryKey } from "./get-fraud-rules";

async function updateFraudRules(changes: UpdateFraudRulesRequest) {
  const { data } = await apiRequest("/organization/fraud-rules", {
    method: "PATCH",
    body: changes,
    schema: FraudRulesSchema,
  });
  return data;
}

export function useUpdateFraudRules() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: updateFraudRules,
    onSuccess: (rules) => queryClient.setQueryData(fraudRulesQueryKey(current?.id), rules),
  });
}
