/**
 * The team's queries, under the organization so switching organization never shows the other
 * one's team. Every change invalidates `all`: members and invitations move together (an accepted
 * invitation becomes a member).
 */
export const teamKeys = {
  all: (organizationId: string | undefined) => ["organization", organizationId, "team"] as const,
  members: (organizationId: string | undefined) => [...teamKeys.all(organizationId), "members"] as const,
  invitations: (organizationId: string | undefined) =>
    [...teamKeys.all(organizationId), "invitations"] as const,
};
