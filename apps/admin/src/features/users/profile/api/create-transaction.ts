import {
  type CreateTransactionRequest,
  TransactionResultSchema,
  type UserProfile,
} from "@stampwise/contract";
import { apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyTransactionToProfile } from "./apply-transaction";
import { userProfileQueryKey } from "./get-user-profile";
import { useInvalidateProfile } from "./invalidate-profile";

async function createTransaction(request: CreateTransactionRequest) {
  const { data } = await apiRequest("/transaction", {
    method: "POST",
    body: request,
    schema: TransactionResultSchema,
  });
  return data;
}

/**
 * POST /transaction: add or remove stamps (by hand, or after a scan). The profile on screen is
 * updated from the answer, with no second request; only a card new to the profile, or a failure,
 * fetches it again.
 */
export function useCreateTransaction(userId: string) {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  const invalidate = useInvalidateProfile(userId);
  return useMutation({
    mutationFn: createTransaction,
    onSuccess: (result) => {
      const key = userProfileQueryKey(current?.id, userId);
      const profile = queryClient.getQueryData<UserProfile>(key);
      const updated = profile && applyTransactionToProfile(profile, result);
      if (!updated) return invalidate();
      queryClient.setQueryData(key, updated);
      // The users table shows no stamp counts; it changes only when a first card makes a customer.
      return undefined;
    },
    onError: () => invalidate(),
  });
}
