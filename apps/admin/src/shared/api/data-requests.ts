/** The privacy requests of an organization: the settings log reads them, a customer profile starts one. */
import {
  AccountDeletionScheduledSchema,
  DataExportStateSchema,
  DataRequestLogEntrySchema,
} from "@stampwise/contract";
import { apiGet, apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";

/** Under the organization, so switching organization never shows the other one's requests. */
const requestsKey = (organizationId: string | undefined) =>
  ["organization", organizationId, "data-requests"] as const;

/** GET /data-requests: copies of data and account deletions of this business's customers, newest first (owners). */
export function useDataRequests(enabled: boolean) {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: requestsKey(current?.id),
    queryFn: ({ signal }) => apiGet("/data-requests", z.array(DataRequestLogEntrySchema), { signal }),
    enabled: enabled && Boolean(current?.id),
  });
}

/** POST /data-requests/export: a copy of a customer's data, mailed to the customer (owners). */
export function useSendDataCopy() {
  const { current } = useCurrentOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      (
        await apiRequest("/data-requests/export", {
          method: "POST",
          body: { userId },
          schema: DataExportStateSchema,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey(current?.id) }),
  });
}

/**
 * POST /data-requests/erasure: deletes a customer's account for them after the grace period,
 * mailed to the customer, who cancels it by signing in (owners).
 */
export function useStartErasure() {
  const { current } = useCurrentOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      (
        await apiRequest("/data-requests/erasure", {
          method: "POST",
          body: { userId },
          schema: AccountDeletionScheduledSchema,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey(current?.id) }),
  });
}
