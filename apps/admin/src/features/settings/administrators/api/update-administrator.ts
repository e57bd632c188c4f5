import { AdministratorSchema, type UpdateAdministratorRequest } from "@stampwise/contract";
import { apiRequest, sessionQueryKey, useCurrentOrganization, useSession } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { teamKeys } from "./team-keys";

async function updateAdministrator({
  userId,
  changes,
}: {
  userId: string;
  changes: UpdateAdministratorRequest;
}) {
  const { data } = await apiRequest(`/organization/admin/${userId}`, {
    method: "PATCH",
    body: changes,
    schema: AdministratorSchema,
  });
  return data;
}

/** PATCH /organization/admin/{userId} (owner); 409 LAST_OWNER when it would demote the last owner. */
export function useUpdateAdministrator() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  const { user } = useSession();
  return useMutation({
    mutationFn: updateAdministrator,
    // Also after a failure: LAST_OWNER or a 404 means the list on screen is out of date.
    onSettled: (_data, _error, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.all(current?.id) });
      // The session holds the viewer's role: read it again after a change to their own row.
      if (userId === user?.id) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
