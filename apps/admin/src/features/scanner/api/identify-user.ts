import { UserProfileSchema } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";

/**
 * POST /qrcode/identify: the profile of the customer whose identity code (current or previous
 * window) this is — what the counter opens next, so it needs no second request.
 */
export async function identifyUser(code: string) {
  const { data } = await apiRequest("/qrcode/identify", {
    method: "POST",
    body: { code },
    schema: UserProfileSchema,
  });
  return data;
}
