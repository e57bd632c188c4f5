import { Outlet } from "@stampwise/web/router";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "./query-client";

/** The lazy layout route around every screen that shows server state: all but the redeem page. */
export function Component() {
  return (
    <WithServerState>
      <Outlet />
    </WithServerState>
  );
}

/** For a lazily loaded part of a page outside the layout (the redeem page's collected card). */
export function WithServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
