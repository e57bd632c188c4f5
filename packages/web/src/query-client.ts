import type { User } from "@stampwise/contract";
import { MutationCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api/api-error";
import { connectSessionCache } from "./auth/session-handoff";
import { forgetCachedAccount, sessionQueryKey } from "./auth/use-session";

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      // A 4xx will not change by asking again; a dropped connection might.
      queries: {
        retry: (failures, error) => failures < 2 && !isClientError(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error) => {
        // An owner may have made this account a plain admin since the session was read: the
        // session (which holds the role per organization) is read again, so every screen shows
        // the role the server now holds instead of offering changes it will refuse.
        if (isApiError(error) && error.code === "OWNER_REQUIRED") {
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }
      },
    }),
  });
  // The login, which runs without this cache, hands the account it learns to it (session-handoff).
  connectSessionCache({
    read: () => {
      const state = queryClient.getQueryState<User | null>(sessionQueryKey);
      return state?.data === undefined ? undefined : { user: state.data, at: state.dataUpdatedAt };
    },
    write: (user) => queryClient.setQueryData(sessionQueryKey, user),
    forget: () => forgetCachedAccount(queryClient),
  });
  return queryClient;
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
}
