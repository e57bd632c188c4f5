import type { SetupChecklist } from "@stampwise/contract";
import { apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export function setupChecklistQueryKey(organizationId: string | undefined) {
  return ["organization", organizationId, "setup-checklist"] as const;
}

/**
 * GET /organization/setup-checklist, read again each time the dashboard opens, so a step done
 * elsewhere is ticked on return. Without zod, like the rest of the dashboard (decision 014).
 */
export function useSetupChecklist() {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: setupChecklistQueryKey(current?.id),
    queryFn: async ({ signal }) =>
      (await apiRequest("/organization/setup-checklist", { signal })).data as SetupChecklist,
    enabled: Boolean(current?.id),
  });
}

/** POST /organization/setup-checklist/dismiss: hides the list for the whole organization. */
export function useDismissSetupChecklist() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest("/organization/setup-checklist/dismiss", { method: "POST" })).data as SetupChecklist,
    onSuccess: (checklist) => queryClient.setQueryData(setupChecklistQueryKey(current?.id), checklist),
  });
}
