import { createQueryClient } from "@stampwise/web";

/** The admin app's one cache of server state, shared by every screen that fetches. */
export const queryClient = createQueryClient();
