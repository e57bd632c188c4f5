import { useMutation, useQueryClient } from "@tanstack/react-query";
import { logout } from "./session-api";
import { forgetSession } from "./use-session";

/**
 * Ends the session; whatever the server says, this tab forgets the account. A
 * module of its own: only menus and notices that load after the first paint log out, so the
 * signed-in first load does without react-query's mutation code (decision 021).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => forgetSession(queryClient),
  });
}
