import { UserProfileSchema } from "@stampwise/contract";
import { apiGet } from "@stampwise/web";
import { findGiftCardByCode } from "../../../shared/api/find-gift-card-by-code";

/**
 * A gift card's code shown at the counter: the profile of the customer who holds it, where staff
 * redeem it. A code that is not this organization's answers 404 like an unknown one.
 */
export async function identifyGiftCardHolder(code: string) {
  const giftCard = await findGiftCardByCode(code);
  return apiGet(`/user/${encodeURIComponent(giftCard.userId)}`, UserProfileSchema);
}
