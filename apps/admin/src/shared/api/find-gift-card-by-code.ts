import { IssuedGiftCardSchema } from "@stampwise/contract";
import { apiGet } from "@stampwise/web";

/**
 * GET /gift-card-instance/by-code/{code}: the issued card a customer shows. Asked by the gift card
 * screen's search and by the counter's scanner (which opens the holder's profile from it).
 */
export function findGiftCardByCode(code: string) {
  return apiGet(`/gift-card-instance/by-code/${encodeURIComponent(code)}`, IssuedGiftCardSchema);
}
