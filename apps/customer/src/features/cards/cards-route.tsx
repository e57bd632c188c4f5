import { useTranslation } from "@stampwise/i18n";
import { useDocumentTitle } from "@stampwise/web";
import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { CustomerCard } from "../../components/customer-card";
import { lazyScreen } from "../../lib/i18n";
import { myCardsQueryOptions } from "../../lib/my-cards-query";
import { useSignedInAccount } from "../../lib/signed-in-account";
import { myGiftCardsQueryOptions } from "../gift-cards/my-gift-cards";
import { myPointsCardsQueryOptions } from "../points/my-points-cards";
import { CardsEmpty, CardsLoadFailed, CardsSkeleton } from "./components/cards-list-states";
import { useLiveCardUpdates } from "./hooks/use-live-card-updates";

/** Points cards, like the gift cards, load after the first paint with their own texts. */
const PointsCardSection = lazyScreen(["pointsCard"], () => import("../points/points-card-section"));
/** Gift cards load after the stamp cards' first paint, with their own texts (the first load stays small). */
const GiftCardsSection = lazyScreen(["customerGiftCards"], () => import("../gift-cards/gift-cards-section"));

/** The customer's loyalty cards, live: a stamp given at the counter shows up without a reload. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t("customer.cards.documentTitle"));
  const { offline } = useSignedInAccount();
  const cards = useQuery(myCardsQueryOptions);
  useLiveCardUpdates(!offline);
  // Fetched here too (the sections below share the cache), so a customer who holds only points or
  // gift cards is not told they hold no cards; the empty state waits until all three are known.
  const pointsCards = useQuery(myPointsCardsQueryOptions);
  const giftCards = useQuery(myGiftCardsQueryOptions);
  const othersSettled = !pointsCards.isPending && !giftCards.isPending;
  const holdsOthers = Boolean(pointsCards.data?.length || giftCards.data?.length);

  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{t("customer.cards.title")}</h1>
      {cards.data ? (
        cards.data.length === 0 ? (
          othersSettled && !holdsOthers && <CardsEmpty />
        ) : (
          <ul className="flex flex-col gap-8">
            {cards.data.map((card) => (
              <li key={card.instanceId}>
                <CustomerCard card={card} />
              </li>
            ))}
          </ul>
        )
      ) : cards.isError ? (
        <CardsLoadFailed onRetry={() => void cards.refetch()} retrying={cards.isFetching} />
      ) : (
        <CardsSkeleton />
      )}
      <Suspense fallback={null}>
        <PointsCardSection />
      </Suspense>
      <Suspense fallback={null}>
        <GiftCardsSection />
      </Suspense>
    </>
  );
}
