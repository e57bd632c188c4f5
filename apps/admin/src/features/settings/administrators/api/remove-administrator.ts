import { apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { teamKeys } from "./team-keys";

/** DELETE /organization/admin/{userId}: an owner removes a member, or a member leaves (own id). */
export async function removeAdministrator(userId: string) {
  await apiRequest(`/organization/admin/${userId}`, { method: "DELETE" });
}

/** Removing someone else; leaving is `useLeaveOrganization`, which also moves the viewer away. */
export function useRemoveAdministrator() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: removeAdministrator,
    // Also after a failure: LAST_OWNER or a 404 means the list on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all(current?.id) }),
  });
}
