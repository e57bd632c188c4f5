import { useTranslation } from "@stampwise/i18n";
import { useDocumentTitle } from "@stampwise/web";
import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { lazyScreen } from "../../app/i18n";
import { CustomerCard } from "../../components/customer-card";
import { myCardsQueryOptions } from "../../lib/my-cards-query";
import { useSignedInAccount } from "../../lib/signed-in-account";
import { CardsEmpty, CardsLoadFailed, CardsSkeleton } from "./components/cards-list-states";
import { useLiveCardUpdates } from "./hooks/use-live-card-updates";

/** Points cards, like the gift cards, load after the first paint with their own texts. */
const PointsCardSection = lazyScreen(["pointsCard"], () => import("../points/points-card-section"));
/** Gift cards load after the stamp cards' first paint, with their own texts (the first load stays small). */
const GiftCardsSection = lazyScreen(["giftCards"], () => import("../gift-cards/gift-cards-section"));

/** The customer's loyalty cards, live: a stamp given at the counter shows up without a reload. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t("customer.cards.documentTitle"));
  const { offline } = useSignedInAccount();
  const cards = useQuery(myCardsQueryOptions);
  useLiveCardUpdates(!offline);

  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{t("customer.cards.title")}</h1>
      {cards.data ? (
        cards.data.length === 0 ? (
          <CardsEmpty />
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
