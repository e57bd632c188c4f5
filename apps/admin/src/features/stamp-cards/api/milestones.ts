import {
  type CreateRewardMilestoneRequest,
  RewardMilestoneSchema,
  type UpdateRewardMilestoneRequest,
} from "@stampwise/contract";
import { apiGet, apiRequest, stampCardKeys, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";

const MilestoneListSchema = RewardMilestoneSchema.array();

/** A card's milestones as the server has them now (GET /reward-milestone/stamp-card/{id}). */
export function fetchMilestones(cardId: string) {
  return apiGet(`/reward-milestone/stamp-card/${cardId}`, MilestoneListSchema);
}

async function createMilestone(input: CreateRewardMilestoneRequest) {
  const { data } = await apiRequest("/reward-milestone", {
    method: "POST",
    body: input,
    schema: RewardMilestoneSchema,
  });
  return data;
}

async function updateMilestone({ id, changes }: { id: string; changes: UpdateRewardMilestoneRequest }) {
  const { data } = await apiRequest(`/reward-milestone/${id}`, {
    method: "PATCH",
    body: changes,
    schema: RewardMilestoneSchema,
  });
  return data;
}

async function deleteMilestone(id: string) {
  await apiRequest(`/reward-milestone/${id}`, { method: "DELETE" });
}

/**
 * Add, edit and remove a card's milestones. The card query holds them (its milestones list), so
 * every change refreshes that card; the card preview and Rewards tab then show the new list.
 */
export function useMilestoneMutations(cardId: string) {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  const refreshCard = () =>
    queryClient.invalidateQueries({ queryKey: stampCardKeys.detail(current?.id, cardId) });
  return {
    create: useMutation({ mutationFn: createMilestone, onSuccess: refreshCard }),
    update: useMutation({ mutationFn: updateMilestone, onSuccess: refreshCard }),
    remove: useMutation({ mutationFn: deleteMilestone, onSuccess: refreshCard }),
  };
}
