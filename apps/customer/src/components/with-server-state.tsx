import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "../lib/query-client";

/**
 * The app's server state around what it wraps: the server-state layout's screens, and a lazily
 * loaded part of a page outside that layout (the redeem page's collected card).
 */
export function WithServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
