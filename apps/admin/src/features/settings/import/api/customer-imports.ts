import {
  CustomerImportListSchema,
  CustomerImportSchema,
  CustomerImportSummarySchema,
  type Language,
  StartedCustomerImportSchema,
} from "@stampwise/contract";
import { apiGet, apiUpload, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

/** Under the organization, so switching organization never shows the other one's imports. */
const importsKey = (organizationId: string | undefined) =>
  ["organization", organizationId, "customer-imports"] as const;

/** How often a running import's progress is asked for. */
const PROGRESS_POLL_MS = 1500;

/** GET /customer-import: the organization's imports, newest first; polled while one runs. */
export function useCustomerImports() {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: importsKey(current?.id),
    queryFn: ({ signal }) => apiGet("/customer-import", CustomerImportListSchema, { signal }),
    enabled: Boolean(current?.id),
    refetchInterval: (query) =>
      query.state.data?.imports.some((entry) => entry.status === "running") ? PROGRESS_POLL_MS : false,
  });
}

/** GET /customer-import/{id}: one import's progress, polled until it ends. */
export function useCustomerImport(id: string | undefined) {
  const { current } = useCurrentOrganization();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...importsKey(current?.id), id],
    queryFn: async ({ signal }) => {
      const found = await apiGet(`/customer-import/${id}`, CustomerImportSchema, { signal });
      if (found.status !== "running")
        await queryClient.invalidateQueries({ queryKey: importsKey(current?.id), exact: true });
      return found;
    },
    enabled: Boolean(current?.id && id),
    refetchInterval: (query) =>
      query.state.data?.status === "running" || !query.state.data ? PROGRESS_POLL_MS : false,
  });
}

/** POST /customer-import/dry-run (owner): what the file would do; nothing is stored. */
export function useImportDryRun() {
  return useMutation({
    mutationFn: (file: File) =>
      apiUpload("/customer-import/dry-run", file, { schema: CustomerImportSummarySchema }),
  });
}

/** POST /customer-import (owner): starts the import; its progress is read by id. */
export function useStartImport() {
  const { current } = useCurrentOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      sendInvitations,
      language,
    }: {
      file: File;
      sendInvitations: boolean;
      language: Language;
    }) =>
      apiUpload("/customer-import", file, {
        query: { sendInvitations: String(sendInvitations), language },
        schema: StartedCustomerImportSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importsKey(current?.id), exact: true }),
  });
}
