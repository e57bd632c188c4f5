import { apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { teamKeys } from "./team-keys";

async function cancelInvitation(invitationId: string) {
  await apiRequest(`/invitation/${invitationId}`, { method: "DELETE" });
}

/** DELETE /invitation/{id} (owner): the mailed link stops working. */
export function useCancelInvitation() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: cancelInvitation,
    // Also after a failure: a 404 means someone else already cancelled it or it was accepted.
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all(current?.id) }),
  });
}
