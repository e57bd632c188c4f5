import { InvitationPreviewSchema } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { useQuery } from "@tanstack/react-query";

export function invitationPreviewQueryKey(token: string) {
  return ["invitation", token] as const;
}

async function previewInvitation(token: string, signal: AbortSignal) {
  const { data } = await apiRequest("/invitation/preview", {
    method: "POST",
    body: { token },
    schema: InvitationPreviewSchema,
    signal,
  });
  return data;
}

/**
 * POST /invitation/preview: who invites the person where, and whether their email has an
 * account. A POST that only reads (the token stays out of URLs and logs), so it is a query.
 */
export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: invitationPreviewQueryKey(token ?? ""),
    queryFn: ({ signal }) => previewInvitation(token ?? "", signal),
    enabled: token !== null,
  });
}
