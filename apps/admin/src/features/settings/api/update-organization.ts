import { OrganizationSchema, type UpdateOrganizationRequest } from "@stampwise/contract";
import { apiRequest, sessionQueryKey } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { organizationQueryKey } from "./get-organization";

async function updateOrganization(changes: UpdateOrganizationRequest) {
  const { data } = await apiRequest("/organization", {
    method: "PATCH",
    body: changes,
    schema: OrganizationSchema,
  });
  return data;
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationQueryKey(organization.id), organization);
      // The organization switcher reads names from the session; ask again so it shows the new one.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
