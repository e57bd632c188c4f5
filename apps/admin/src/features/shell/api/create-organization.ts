import { type CreateOrganizationRequest, OrganizationSchema } from "@stampwise/contract";
import { apiRequest, sessionQueryKey } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";

/** POST /api/organization: 201 with the new organization, the admin its owner. */
async function createOrganization(body: CreateOrganizationRequest) {
  const { data } = await apiRequest("/organization", { method: "POST", body, schema: OrganizationSchema });
  return data;
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    // The switcher lists the session's organizations: fetch them again before switching.
    onSuccess: () => queryClient.refetchQueries({ queryKey: sessionQueryKey }),
  });
}
