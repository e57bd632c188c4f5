import { apiRequest } from "@stampwise/web";
import { useQuery } from "@tanstack/react-query";
import { storedIdentitySecret, storeIdentitySecret } from "../identity-secret-storage";

const identitySecretQueryKey = (userId: string) => ["identity-secret", userId] as const;

/**
 * The customer's identity secret: from the device when it was fetched before (so the code works
 * offline), else fetched once and kept. It never changes, so it is never fetched again.
 */
export function useIdentitySecret(userId: string) {
  return useQuery({
    queryKey: identitySecretQueryKey(userId),
    queryFn: async ({ signal }) => {
      const kept = storedIdentitySecret(userId);
      if (kept) return kept;
      // Read without zod (decision 007); the server serialises it through IdentitySecretSchema.
      const { secret } = (await apiRequest("/qrcode/identity-secret", { signal })).data as { secret: string };
      storeIdentitySecret(userId, secret);
      return secret;
    },
    initialData: () => storedIdentitySecret(userId) ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // Reading the device needs no network; react-query must not hold the query back when offline.
    networkMode: "always",
  });
}
