import type { CustomerInvitationSent } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { useMutation } from "@tanstack/react-query";

/** POST /customer-invitation: emails the account staff found a link to join (read without zod). */
export function useInviteCustomer() {
  return useMutation({
    mutationFn: async (contact: string) => {
      const { data } = await apiRequest("/customer-invitation", { method: "POST", body: { contact } });
      return data as CustomerInvitationSent;
    },
  });
}
