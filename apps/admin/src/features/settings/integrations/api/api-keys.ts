import {
  ApiKeyListSchema,
  ApiKeySchema,
  type CreateApiKeyRequest,
  CreatedApiKeySchema,
} from "@stampwise/contract";
import { apiGet, apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

/** Under the organization, so switching organization never shows the other one's keys. */
const apiKeysKey = (organizationId: string | undefined) =>
  ["organization", organizationId, "api-keys"] as const;

/** GET /api-key: the organization's keys, newest first (any member may read). */
export function useApiKeys() {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: apiKeysKey(current?.id),
    queryFn: ({ signal }) => apiGet("/api-key", ApiKeyListSchema, { signal }),
    enabled: Boolean(current?.id),
  });
}

function useInvalidateApiKeys() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return () => queryClient.invalidateQueries({ queryKey: apiKeysKey(current?.id) });
}

/** POST /api-key (owner): the answer carries the key itself, this once. */
export function useCreateApiKey() {
  const invalidate = useInvalidateApiKeys();
  return useMutation({
    mutationFn: async (body: CreateApiKeyRequest) =>
      (await apiRequest("/api-key", { method: "POST", body, schema: CreatedApiKeySchema })).data,
    onSettled: invalidate,
  });
}

/** DELETE /api-key/{id} (owner): the key is refused from its next request on. */
export function useRevokeApiKey() {
  const invalidate = useInvalidateApiKeys();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest(`/api-key/${id}`, { method: "DELETE", schema: ApiKeySchema })).data,
    onSettled: invalidate,
  });
}
