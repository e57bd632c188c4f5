import type { User } from "@stampwise/contract";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import {
  getCurrentOrganizationId,
  setCurrentOrganizationId,
  subscribeToCurrentOrganization,
} from "../api/current-organization";
import { fetchSession } from "./session-api";
import { forgetTabAccountState, SESSION_FRESH_MS, selectDefaultOrganization } from "./session-handoff";

export const sessionQueryKey = ["session"] as const;

/**
 * "Authentication": loading while the check runs, then the user (or null). A failed check
 * counts as signed out so nobody is stuck behind a spinner.
 */
export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: async () => {
      try {
        return await fetchSession();
      } catch {
        return null;
      }
    },
    staleTime: SESSION_FRESH_MS,
    retry: false,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAuthenticated: user !== null, refetch: query.refetch };
}

/** Stores the user a login or sign-up answered, so the next screen does not ask again. */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: User | null) => {
    queryClient.setQueryData(sessionQueryKey, user);
    if (user) selectDefaultOrganization(user);
  };
}

/**
 * The organization the admin works in: the saved choice while the account still belongs to it,
 * else the first one.
 */
export function useCurrentOrganization() {
  const { user } = useSession();
  const currentId = useSyncExternalStore(subscribeToCurrentOrganization, getCurrentOrganizationId);
  const organizations = user?.organizations ?? [];
  const current =
    organizations.find((organization) => organization.id === currentId) ?? organizations[0] ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (current && current.id !== currentId) setCurrentOrganizationId(current.id);
  }, [current, currentId]);

  const switchOrganization = (id: string) => {
    if (id === currentId) return;
    setCurrentOrganizationId(id);
    // Everything on screen belongs to the old organization; the session itself does not change.
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  };

  return { current, organizations, switchOrganization };
}

/** After a logout: this tab's live events, organization and cached account data are gone. */
export function forgetSession(queryClient: QueryClient): void {
  void forgetTabAccountState();
  forgetCachedAccount(queryClient);
}

/** The cache's part of a logout: signed out, and no answer about the old account kept. */
export function forgetCachedAccount(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}
