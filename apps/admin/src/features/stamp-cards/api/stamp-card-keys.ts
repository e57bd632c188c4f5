/**
 * Query keys of the stamp card screens, under the organization so switching organization never
 * shows the previous one's cards. The list and each card share the prefix, so invalidating the
 * prefix refreshes both.
 */
export const stampCardKeys = {
  all: (organizationId: string | undefined) => ["stamp-cards", organizationId] as const,
  list: (organizationId: string | undefined) => ["stamp-cards", organizationId, "list"] as const,
  detail: (organizationId: string | undefined, cardId: string) =>
    ["stamp-cards", organizationId, "card", cardId] as const,
};
