import { GeneratedQrActionSchema, QrInstanceSchema } from "@stampwise/contract";
import { apiGet } from "@stampwise/web";

/**
 * GET /qrcode/generate-action: mints a single-use instance of the code, valid five minutes. Not a
 * query: every call makes a new code, so nothing may cache, dedupe or refetch it behind our back.
 */
export function generateQrAction(qrCodeId: string, signal?: AbortSignal) {
  return apiGet("/qrcode/generate-action", GeneratedQrActionSchema, { query: { qrCodeId }, signal });
}

/** GET /qrcode/instance/{id}: whether a shown code is still available (after a lost connection). */
export function fetchQrInstance(instanceId: string, signal?: AbortSignal) {
  return apiGet(`/qrcode/instance/${instanceId}`, QrInstanceSchema, { signal });
}
