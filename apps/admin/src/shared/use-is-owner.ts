import { useCurrentOrganization } from "@stampwise/web";

/**
 * Whether the signed-in account owns the current organization, as the session says: owners change
 * the settings and the team, admins see them read-only (the API refuses them with OWNER_REQUIRED,
 * which also makes the session be read again).
 */
export function useIsOwner(): boolean {
  const { current } = useCurrentOrganization();
  return current?.role === "owner";
}
