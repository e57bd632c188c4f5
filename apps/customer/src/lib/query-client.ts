import { createQueryClient, forgetSession } from "@stampwise/web";

/**
 * The app's one react-query cache. Only lazy chunks import it (decision 014): the redeem page a
 * camera opens renders without the query library, which loads with the first screen that uses it.
 */
export const queryClient = createQueryClient();

/** A logout from outside the server-state screens (the redeem page) clears the cache too. */
export function forgetSessionInCache(): void {
  forgetSession(queryClient);
}
