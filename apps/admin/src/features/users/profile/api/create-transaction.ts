import { type CreateTransactionRequest, TransactionResultSchema } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { useMutation } from "@tanstack/react-query";
import { useInvalidateProfile } from "./invalidate-profile";

async function createTransaction(request: CreateTransactionRequest) {
  const { data } = await apiRequest("/transaction", {
    method: "POST",
    body: request,
    schema: TransactionResultSchema,
  });
  return data;
}

/** POST /transaction: add or remove stamps by hand (source "manual"). */
export function useCreateTransaction(userId: string) {
  const invalidate = useInvalidateProfile(userId);
  return useMutation({ mutationFn: createTransaction, onSettled: invalidate });
}
