import { Outlet } from "@stampwise/web/router";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "./query-client";

/**
 * Server state for the screens that fetch (auth, legal, the admin area). A lazy layout route
 * rather than a root provider: the landing page fetches nothing on first paint, so its first load
 * does not carry react-query.
 */
export function Component() {
  return (
    <WithServerState>
      <Outlet />
    </WithServerState>
  );
}

/** For a lazily loaded part of a page outside this layout (the landing page's contact form). */
export function WithServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
