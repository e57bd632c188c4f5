import { MessageResponseSchema } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { useMutation } from "@tanstack/react-query";

async function sendPasswordReset(userId: string) {
  await apiRequest(`/organization/admin/${userId}/reset-password`, {
    method: "POST",
    schema: MessageResponseSchema,
  });
}

/** POST /organization/admin/{userId}/reset-password (owner): mails the member a reset link. */
export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
