import type { QrInstance } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { queryOptions } from "@tanstack/react-query";

/**
 * What the redeem page says about a counter QR code (public: the visitor may not be signed in).
 * Loaded once: after a redeem the code reads "used", and the page must keep its welcome data.
 * Read without zod (decision 007): this is a new customer's very first page; the server
 * serialises the answer through the contract's `QrInstanceSchema`.
 */
export function qrInstanceQueryOptions(instanceId: string) {
  return queryOptions({
    queryKey: ["qr-instance", instanceId],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/qrcode/instance/${instanceId}`, { signal })).data as QrInstance,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
