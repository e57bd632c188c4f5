import { PointsCardsPage } from "./components/points-cards-page";

/** /admin/loyalty-cards/points-cards */
export function Component() {
  return <PointsCardsPage />;
}
