import {
  type CommunicationMedium,
  type CreateTargetGroupRequest,
  TargetGroupSchema,
  TargetPreviewSchema,
  type TargetRules,
  type UpdateTargetGroupRequest,
} from "@stampwise/contract";
import { apiGet, apiRequest, useCurrentOrganization } from "@stampwise/web";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export function targetGroupQueryKey(organizationId: string | undefined, id: string | null) {
  return ["organization", organizationId, "target-groups", id] as const;
}

/** GET /target-group/{id}: the rules of the group a communication sends to. */
export function useTargetGroup(id: string | null) {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: targetGroupQueryKey(current?.id, id),
    queryFn: ({ signal }) =>
      apiGet(`/target-group/${encodeURIComponent(id ?? "")}`, TargetGroupSchema, { signal }),
    enabled: Boolean(current?.id && id),
  });
}

export async function createTargetGroup(body: CreateTargetGroupRequest) {
  const { data } = await apiRequest("/target-group", { method: "POST", body, schema: TargetGroupSchema });
  return data;
}

export function useUpdateTargetGroup() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateTargetGroupRequest }) => {
      const { data } = await apiRequest(`/target-group/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: changes,
        schema: TargetGroupSchema,
      });
      return data;
    },
    onSuccess: (group) => queryClient.setQueryData(targetGroupQueryKey(current?.id, group.id), group),
  });
}

/**
 * POST /target-group/preview: how many customers the rules match now, and five of them. Keyed by
 * the rules themselves, so a rule changed back answers from the cache; the last answer stays on
 * screen while the next is counted. `rules` is null while a condition is unfinished. With the
 * communication's channels, the answer also says whom each reaches.
 */
export function useTargetPreview(rules: TargetRules | null, media: readonly CommunicationMedium[] = []) {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: ["organization", current?.id, "target-preview", rules, media] as const,
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest("/target-group/preview", {
        method: "POST",
        body: media.length > 0 ? { rules, media } : { rules },
        schema: TargetPreviewSchema,
        signal,
      });
      return data;
    },
    enabled: Boolean(current?.id && rules),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false,
  });
}
