import { RewardSchema } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { useMutation } from "@tanstack/react-query";
import { useInvalidateProfile } from "./invalidate-profile";

async function redeemReward(rewardId: string) {
  const { data } = await apiRequest(`/reward/${encodeURIComponent(rewardId)}`, {
    method: "PATCH",
    body: { status: "redeemed" },
    schema: RewardSchema,
  });
  return data;
}

/** PATCH /reward/{id}: the admin hands the reward over (available → redeemed). */
export function useRedeemReward(userId: string) {
  const invalidate = useInvalidateProfile(userId);
  return useMutation({ mutationFn: redeemReward, onSettled: invalidate });
}
