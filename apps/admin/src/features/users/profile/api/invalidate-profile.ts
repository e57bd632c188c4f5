import { useCurrentOrganization } from "@stampwise/web";
import { useQueryClient } from "@tanstack/react-query";
import { usersQueryKey } from "../../api/get-users-page";
import { userProfileQueryKey } from "./get-user-profile";

/**
 * After a change to someone's cards: their profile (totals, cards, rewards) and the users table
 * (a first card makes a person a customer, "member since") are fetched again.
 */
export function useInvalidateProfile(userId: string) {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userProfileQueryKey(current?.id, userId) }),
      queryClient.invalidateQueries({ queryKey: usersQueryKey(current?.id) }),
    ]);
}
