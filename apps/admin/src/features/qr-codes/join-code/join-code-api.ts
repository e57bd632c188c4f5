import {
  GeneratedQrActionSchema,
  JoinCodeInstanceSchema,
  type JoinCodeSettings,
  JoinCodeSettingsSchema,
} from "@stampwise/contract";
import { apiGet, apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

const joinCodeKey = (organizationId: string | undefined) => ["join-code", organizationId] as const;

/** GET /join-code: the welcome reward of joining. */
export function useJoinCodeSettings() {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: joinCodeKey(current?.id),
    queryFn: ({ signal }) => apiGet("/join-code", JoinCodeSettingsSchema, { signal }),
    enabled: Boolean(current?.id),
  });
}

/** PUT /join-code: the saved settings replace the cached ones. */
export function useSaveJoinCodeSettings() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: async (settings: JoinCodeSettings) => {
      const { data } = await apiRequest("/join-code", {
        method: "PUT",
        body: settings,
        schema: JoinCodeSettingsSchema,
      });
      return data;
    },
    onSuccess: (saved) => queryClient.setQueryData(joinCodeKey(current?.id), saved),
  });
}

/** GET /join-code/generate: a fresh single-use code for the screen; never cached. */
export function generateJoinCode(signal?: AbortSignal) {
  return apiGet("/join-code/generate", GeneratedQrActionSchema, { signal });
}

/** GET /join-code/instance/{id}: whether the shown code was used (after a lost connection). */
export function fetchJoinCodeInstance(instanceId: string, signal?: AbortSignal) {
  return apiGet(`/join-code/instance/${instanceId}`, JoinCodeInstanceSchema, { signal });
}
