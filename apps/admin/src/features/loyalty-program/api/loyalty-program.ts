import {
  type CreateLoyaltyProgramRequest,
  type LoyaltyProgram,
  LoyaltyProgramSchema,
  type UpdateLoyaltyProgramRequest,
} from "@stampwise/contract";
import { apiGet, apiRequest, isApiError, useCurrentOrganization } from "@stampwise/web";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

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

/** POST /loyalty-program, or PATCH /loyalty-program/{id} when `id` is given. */
async function saveLoyaltyProgram({
  id,
  body,
}: {
  id?: string;
  body: CreateLoyaltyProgramRequest | UpdateLoyaltyProgramRequest;
}) {
  const { data } = await apiRequest(id ? `/loyalty-program/${id}` : "/loyalty-program", {
    method: id ? "PATCH" : "POST",
    body,
    schema: LoyaltyProgramSchema,
  });
  return data;
}

export function useSaveLoyaltyProgram() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: saveLoyaltyProgram,
    onSuccess: (program) => queryClient.setQueryData(loyaltyProgramQueryKey(current?.id), program),
  });
}
