import { type LoyaltyProgram, LoyaltyProgramSchema } from "@stampwise/contract";
import { apiGet, isApiError, useCurrentOrganization } from "@stampwise/web";
import { queryOptions, useQuery } from "@tanstack/react-query";

// The organization's loyalty program is read by the screens that give in it (points cards, a
// customer's points, the QR codes: a points code's name and whether one can be made) as well as by
// its own page. One query and one cache for all of them: a second query of the same endpoint under
// another key would drift out of step with the page that changes it. The changes themselves stay
// with the loyalty program feature (features/loyalty-program/api/loyalty-program.ts).

/** Keyed by the organization, so switching organization loads the other one's program. */
export function loyaltyProgramQueryKey(organizationId: string | undefined) {
  return ["organization", organizationId, "loyalty-program"] as const;
}

/** The organization's program, or null before one is made (the page then offers to create it). */
async function getLoyaltyProgram(signal: AbortSignal): Promise<LoyaltyProgram | null> {
  try {
    return await apiGet("/loyalty-program/by-organization", LoyaltyProgramSchema, { signal });
  } catch (error) {
    if (isApiError(error) && error.code === "LOYALTY_PROGRAM_NOT_FOUND") return null;
    throw error;
  }
}

export function loyaltyProgramQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: loyaltyProgramQueryKey(organizationId),
    queryFn: ({ signal }) => getLoyaltyProgram(signal),
    enabled: Boolean(organizationId),
  });
}

/** GET /loyalty-program/by-organization */
export function useLoyaltyProgram() {
  const { current } = useCurrentOrganization();
  return useQuery(loyaltyProgramQueryOptions(current?.id));
}
