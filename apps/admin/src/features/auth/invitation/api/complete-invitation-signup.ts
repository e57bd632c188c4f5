import { AuthenticatedResponseSchema, type CompleteInvitationSignupRequest } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { useMutation } from "@tanstack/react-query";

async function completeInvitationSignup(body: CompleteInvitationSignupRequest) {
  const { data } = await apiRequest("/invitation/complete-signup", {
    method: "POST",
    body,
    schema: AuthenticatedResponseSchema,
  });
  return data.data.user;
}

/** POST /invitation/complete-signup: a new account, a member of the organization, signed in. */
export function useCompleteInvitationSignup() {
  return useMutation({ mutationFn: completeInvitationSignup });
}
