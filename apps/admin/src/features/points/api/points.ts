import {
  type AdjustPointsRequest,
  type CreatePointsRewardRequest,
  type EarnPointsRequest,
  PointsPostingResultSchema,
  PointsRewardListSchema,
  PointsRewardSchema,
  RedeemPointsRewardResultSchema,
  type UpdatePointsRewardRequest,
} from "@stampwise/contract";
import { apiGet, apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export function pointsRewardsQueryKey(organizationId: string | undefined) {
  return ["organization", organizationId, "points-rewards"] as const;
}

/** GET /points-reward: the program's catalogue, cheapest first (active and inactive). */
export function usePointsRewards() {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: pointsRewardsQueryKey(current?.id),
    queryFn: ({ signal }) => apiGet("/points-reward", PointsRewardListSchema, { signal }),
    enabled: Boolean(current?.id),
  });
}

function useRewardMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointsRewardsQueryKey(current?.id) }),
  });
}

export function useCreatePointsReward() {
  return useRewardMutation(async (body: CreatePointsRewardRequest) => {
    const { data } = await apiRequest("/points-reward", { method: "POST", body, schema: PointsRewardSchema });
    return data;
  });
}

export function useUpdatePointsReward() {
  return useRewardMutation(async ({ id, changes }: { id: string; changes: UpdatePointsRewardRequest }) => {
    const { data } = await apiRequest(`/points-reward/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: changes,
      schema: PointsRewardSchema,
    });
    return data;
  });
}

export function useRemovePointsReward() {
  return useRewardMutation(async (id: string) => {
    await apiRequest(`/points-reward/${encodeURIComponent(id)}`, { method: "DELETE" });
  });
}

/** A change of a customer's points: the profile (balance, level, totals) is read again after it. */
function usePostingMutation<Variables, Answer>(
  onChanged: () => Promise<unknown>,
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  return useMutation({ mutationFn, onSuccess: () => onChanged() });
}

/** POST /points-transaction/earn: a purchase (öre) or a number of points. */
export function useEarnPoints(onChanged: () => Promise<unknown>) {
  return usePostingMutation(onChanged, async (body: EarnPointsRequest) => {
    const { data } = await apiRequest("/points-transaction/earn", {
      method: "POST",
      body,
      schema: PointsPostingResultSchema,
    });
    return data;
  });
}

/** POST /points-transaction/adjust: either way, with a reason. */
export function useAdjustPoints(onChanged: () => Promise<unknown>) {
  return usePostingMutation(onChanged, async (body: AdjustPointsRequest) => {
    const { data } = await apiRequest("/points-transaction/adjust", {
      method: "POST",
      body,
      schema: PointsPostingResultSchema,
    });
    return data;
  });
}

/** POST /points-reward/{id}/redeem: spends the customer's points on a reward handed over now. */
export function useRedeemPointsReward(onChanged: () => Promise<unknown>) {
  return usePostingMutation(
    onChanged,
    async ({ rewardId, ...body }: { rewardId: string; userId: string; idempotencyKey: string }) => {
      const { data } = await apiRequest(`/points-reward/${encodeURIComponent(rewardId)}/redeem`, {
        method: "POST",
        body,
        schema: RedeemPointsRewardResultSchema,
      });
      return data;
    },
  );
}
