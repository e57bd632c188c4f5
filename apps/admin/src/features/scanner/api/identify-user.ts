import { IdentifiedUserSchema } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";

/** POST /qrcode/identify: the customer whose identity code (current or previous window) this is. */
export async function identifyUser(code: string) {
  const { data } = await apiRequest("/qrcode/identify", {
    method: "POST",
    body: { code },
    schema: IdentifiedUserSchema,
  });
  return data;
}
