import type { QrInstance, RedeemQrResult } from "@stampwise/contract";
import { currentLanguage, useTranslation } from "@stampwise/i18n";
import { Button, LoadingRegion, Skeleton } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { useQuery } from "@tanstack/react-query";
import { PartyPopperIcon, WalletCardsIcon } from "lucide-react";
import { CustomerCard } from "../../../components/customer-card";
import { WithServerState } from "../../../components/with-server-state";
import { myCardsQueryOptions } from "../../../lib/my-cards-query";
import { paths } from "../../../lib/paths";
import { pointsWording } from "../redeem-offer";

type RedeemSuccessProps = { instance: QrInstance; result: RedeemQrResult };

/**
 * After the redeem: how many stamps were added, the card as it is now, and the way to all cards;
 * for a points code, the points added and the balance now (the answer has both, nothing to load).
 */
export function RedeemSuccess(props: RedeemSuccessProps) {
  if (props.result.points) return <CollectedPoints {...props} points={props.result.points} />;
  // The redeem page itself renders without react-query; the cards come with this chunk.
  return (
    <WithServerState>
      <CollectedCard {...props} />
    </WithServerState>
  );
}

function CollectedCard({ instance, result }: RedeemSuccessProps) {
  const { t } = useTranslation();
  // Asked afresh: the cards another screen of this tab cached before the redeem are out of date.
  const cards = useQuery({ ...myCardsQueryOptions, refetchOnMount: "always" });
  const card = cards.data?.find((candidate) => candidate.instanceId === result.cardInstanceId);

  return (
    <section className="flex flex-col gap-6">
      <div role="status" className="flex flex-col items-center gap-3 text-center text-balance">
        <span aria-hidden className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
          <PartyPopperIcon className="size-8" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">
          {t("redeem.success.title", { count: result.stampsAdded })}
        </h1>
        <p className="text-muted-foreground">
          {t("redeem.success.description", {
            count: result.stampsAdded,
            organization: instance.organizationName,
            card: instance.stampCardName,
          })}
        </p>
      </div>
      {card ? (
        <CustomerCard card={card} />
      ) : cards.isPending || cards.isFetching ? (
        <LoadingRegion label={t("redeem.success.cardLoading")}>
          <Skeleton className="h-56 w-full rounded-2xl" />
        </LoadingRegion>
      ) : (
        <p className="text-center text-sm text-muted-foreground">{t("redeem.success.cardUnavailable")}</p>
      )}
      <Button asChild size="lg" className="min-h-11 self-center">
        <Link to={paths.cards}>
          <WalletCardsIcon aria-hidden />
          {t("redeem.success.allCards")}
        </Link>
      </Button>
    </section>
  );
}

function CollectedPoints({
  instance,
  points,
}: RedeemSuccessProps & { points: NonNullable<RedeemQrResult["points"]> }) {
  const { t, i18n } = useTranslation();
  const amount = pointsWording(t, currentLanguage(i18n), instance);
  return (
    <section className="flex flex-col gap-6">
      <div role="status" className="flex flex-col items-center gap-3 text-center text-balance">
        <span aria-hidden className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
          <PartyPopperIcon className="size-8" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">
          {t("redeem.points.successTitle", { points: amount(points.added) })}
        </h1>
        <p className="text-muted-foreground">
          {t("redeem.points.successDescription", {
            count: points.added,
            organization: instance.organizationName,
            program: instance.stampCardName,
          })}
        </p>
        <p className="text-lg font-semibold tabular-nums">
          {t("redeem.points.balance", { points: amount(points.balance) })}
        </p>
      </div>
      <Button asChild size="lg" className="min-h-11 self-center">
        <Link to={paths.cards}>
          <WalletCardsIcon aria-hidden />
          {t("redeem.points.allCards")}
        </Link>
      </Button>
    </section>
  );
}
