import type {
  CustomerInvitationAccepted,
  CustomerInvitationPreview,
  JoinCodeInstance,
  JoinResult,
  User,
} from "@stampwise/contract";
import { apiRequest, fetchSession } from "@stampwise/web";

// Read without zod, like the redeem page: these are first pages a camera or a mail opens, and the
// server serialises every answer through the contract's schemas.

export async function getJoinCodeInstance(instanceId: string): Promise<JoinCodeInstance> {
  return (await apiRequest(`/join-code/instance/${instanceId}`)).data as JoinCodeInstance;
}

export async function joinWithCode(instanceId: string): Promise<JoinResult> {
  return (await apiRequest(`/join-code/instance/${instanceId}/join`, { method: "POST" })).data as JoinResult;
}

export async function previewInvitation(token: string): Promise<CustomerInvitationPreview> {
  return (await apiRequest("/customer-invitation/preview", { query: { token } }))
    .data as CustomerInvitationPreview;
}

export async function acceptInvitation(token: string): Promise<CustomerInvitationAccepted> {
  return (await apiRequest("/customer-invitation/accept", { method: "POST", body: { token } }))
    .data as CustomerInvitationAccepted;
}

/** Who is looking; a failed check counts as signed out, so nobody waits behind a skeleton. */
export const currentVisitor = (): Promise<User | null> => fetchSession().catch(() => null);
