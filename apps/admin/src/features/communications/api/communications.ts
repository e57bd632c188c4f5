import {
  type Communication,
  CommunicationListItemSchema,
  CommunicationSchema,
  type CreateCommunicationRequest,
  type UpdateCommunicationRequest,
} from "@stampwise/contract";
import { apiGet, apiRequest, isRecordId, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";

const SCHEDULED_POLL_MS = 5_000;
const CommunicationListSchema = z.array(CommunicationListItemSchema);

export function communicationsQueryKey(organizationId: string | undefined) {
  return ["organization", organizationId, "communications"] as const;
}

export function communicationQueryKey(organizationId: string | undefined, id: string) {
  return [...communicationsQueryKey(organizationId), id] as const;
}

/** GET /communication: every communication of the organization, newest first. */
export function useCommunications() {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: communicationsQueryKey(current?.id),
    queryFn: ({ signal }) => apiGet("/communication", CommunicationListSchema, { signal }),
    enabled: Boolean(current?.id),
  });
}

/**
 * GET /communication/{id}: the editor's communication (404 for another organization's). An
 * address that cannot name one is not asked for: the screens show it as not found.
 */
export function useCommunication(id: string) {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: communicationQueryKey(current?.id, id),
    queryFn: ({ signal }) =>
      apiGet(`/communication/${encodeURIComponent(id)}`, CommunicationSchema, { signal }),
    enabled: Boolean(current?.id) && isRecordId(id),
    // A scheduled one turns active at its time, by the server: the editor follows within seconds.
    refetchInterval: (query) => (query.state.data?.status === "scheduled" ? SCHEDULED_POLL_MS : false),
  });
}

/** After any change the list is read again; the changed communication's answer fills its own cache. */
function useCommunicationMutation<Variables, Answer extends Communication | undefined>(
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn,
    onSuccess: async (communication) => {
      if (communication)
        queryClient.setQueryData(communicationQueryKey(current?.id, communication.id), communication);
      await queryClient.invalidateQueries({ queryKey: communicationsQueryKey(current?.id), exact: true });
    },
  });
}

export function useCreateCommunication() {
  return useCommunicationMutation(async (body: CreateCommunicationRequest) => {
    const { data } = await apiRequest("/communication", {
      method: "POST",
      body,
      schema: CommunicationSchema,
    });
    return data;
  });
}

export function useUpdateCommunication() {
  return useCommunicationMutation(
    async ({ id, changes }: { id: string; changes: UpdateCommunicationRequest }) => {
      const { data } = await apiRequest(`/communication/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: changes,
        schema: CommunicationSchema,
      });
      return data;
    },
  );
}

export function useRemoveCommunication() {
  return useCommunicationMutation(async (id: string) => {
    await apiRequest(`/communication/${encodeURIComponent(id)}`, { method: "DELETE" });
    return undefined;
  });
}
