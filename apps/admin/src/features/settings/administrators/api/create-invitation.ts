import { type CreateInvitationRequest, InvitationSchema } from "@stampwise/contract";
import { apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { teamKeys } from "./team-keys";

async function createInvitation(body: CreateInvitationRequest) {
  const { data } = await apiRequest("/invitation", { method: "POST", body, schema: InvitationSchema });
  return data;
}

/** POST /invitation (owner): mails the person a link valid 7 days. */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all(current?.id) }),
  });
}
