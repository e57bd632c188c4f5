import { AcceptInvitationResponseSchema } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { useMutation } from "@tanstack/react-query";

async function acceptInvitation(token: string) {
  const { data } = await apiRequest("/invitation/accept", {
    method: "POST",
    body: { token },
    schema: AcceptInvitationResponseSchema,
  });
  return data;
}

/** POST /invitation/accept: the signed-in account (with the invited email) joins the organization. */
export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
