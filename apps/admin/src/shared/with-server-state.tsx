import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "./query-client";

/**
 * The app's server state around what it wraps: the query layout's screens, and a lazily loaded
 * part of a page outside that layout (the landing page's contact form).
 */
export function WithServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
