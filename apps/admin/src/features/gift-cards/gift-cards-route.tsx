import { GiftCardsPage } from "./components/gift-cards-page";

/** /admin/loyalty-cards/gift-cards */
export function Component() {
  return <GiftCardsPage />;
}
