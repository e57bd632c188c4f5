import {
  type CommunicationPreviewRequest,
  CommunicationPreviewSchema,
  UsersPageSchema,
} from "@stampwise/contract";
import { apiGet, apiRequest, useCurrentOrganization } from "@stampwise/web";
import { keepPreviousData, useQuery } from "@tanstack/react-query";

/** The customers a preview can be made for: the newest of the organization's, or those a search finds. */
export function usePreviewCustomers(search: string) {
  const { current } = useCurrentOrganization();
  const q = search.trim();
  return useQuery({
    queryKey: ["organization", current?.id, "preview-customers", q] as const,
    queryFn: ({ signal }) =>
      apiGet("/user", UsersPageSchema, { signal, query: { q: q || undefined, pageSize: 10 } }),
    enabled: Boolean(current?.id),
    placeholderData: keepPreviousData,
  });
}

/** POST /communication/preview: the content as `userId` would get it, every chosen channel rendered. */
export function useCommunicationPreview(request: CommunicationPreviewRequest | null) {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: ["organization", current?.id, "communication-preview", request] as const,
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest("/communication/preview", {
        method: "POST",
        body: request,
        schema: CommunicationPreviewSchema,
        signal,
      });
      return data;
    },
    enabled: Boolean(current?.id && request),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
