import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useSignedInAccount } from "../../lib/signed-in-account";
import { PointsCardItem } from "./components/points-card-item";
import { myPointsCardsQueryOptions, useLivePointsCardUpdates } from "./my-points-cards";

/**
 * The customer's points cards on the cards page, one per organization: balance, level, what
 * expires, the rewards and the latest history. Loaded after the cards page's first paint, with its
 * own texts. Nothing shows for a customer without any.
 */
export function Component() {
  const { t } = useTranslation();
  const { offline } = useSignedInAccount();
  const pointsCards = useQuery(myPointsCardsQueryOptions);
  useLivePointsCardUpdates(!offline);

  if (pointsCards.isError && !pointsCards.data && !offline) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {t("pointsCard.loadFailed")}
        <Button
          variant="link"
          className="h-auto min-h-11 p-0"
          disabled={pointsCards.isFetching}
          onClick={() => void pointsCards.refetch()}
        >
          <RefreshCw aria-hidden className={pointsCards.isFetching ? "animate-spin" : undefined} />
          {t("pointsCard.retry")}
        </Button>
      </p>
    );
  }
  if (!pointsCards.data || pointsCards.data.length === 0) return null;
  return (
    <section aria-labelledby="points-cards-heading" className="flex flex-col gap-4">
      <h2 id="points-cards-heading" className="text-xl font-semibold tracking-tight">
        {t("pointsCard.title")}
      </h2>
      <ul className="flex flex-col gap-6">
        {pointsCards.data.map((card) => (
          <li key={card.instanceId}>
            <PointsCardItem card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
