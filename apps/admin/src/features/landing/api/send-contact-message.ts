import { type ContactRequest, MessageResponseSchema } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { useMutation } from "@tanstack/react-query";

/** POST /api/contact: 201 when the message is on its way to us. */
export async function sendContactMessage(body: ContactRequest): Promise<void> {
  await apiRequest("/contact", { method: "POST", body, schema: MessageResponseSchema });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
