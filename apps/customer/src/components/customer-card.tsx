import type { CustomerCard as CustomerCardData } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { LoyaltyCardView } from "@stampwise/web";
import { GiftIcon, StoreIcon } from "lucide-react";
import { groupRewardsByName } from "./reward-groups";
import { WalletButtons } from "./wallet-buttons";

/**
 * One of the customer's cards: the organization it belongs to, the card drawn by its template
 * (the same component as the admin's preview) and, when rewards wait, what to do with them.
 */
export function CustomerCard({ card }: { card: CustomerCardData }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2" aria-label={card.card.name} data-card-instance={card.instanceId}>
      {/* h2 under the page's h1; the card's own title (LoyaltyCardView) is an h3. */}
      <h2 className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <StoreIcon aria-hidden className="size-4" />
        {t("customer.cards.organization", { organization: card.organizationName })}
      </h2>
      <LoyaltyCardView
        template={card.template}
        name={card.card.name}
        description={card.card.description}
        stampsRequired={card.card.stampsRequired}
        stamps={card.stamps}
        milestones={card.milestones}
        rewardsAvailable={card.availableRewardCount}
      />
      {card.retired ? null : <WalletButtons instanceId={card.instanceId} cardName={card.card.name} />}
      {card.retired ? (
        <p role="note" className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
          {t("customer.cards.retired", { organization: card.organizationName })}
        </p>
      ) : null}
      {card.availableRewards.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground">
          <h4 className="flex items-center gap-2 font-semibold">
            <GiftIcon aria-hidden className="size-4 text-primary" />
            {t("customer.cards.rewardsTitle")}
          </h4>
          <ul className="flex flex-col gap-1 text-sm">
            {groupRewardsByName(card.availableRewards).map((group) => (
              <li key={group.key} className="flex items-center justify-between gap-3 font-medium">
                <span>{group.name}</span>
                {group.count > 1 ? (
                  <span className="text-muted-foreground tabular-nums">
                    {t("customer.cards.rewardCount", { count: group.count })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">{t("customer.cards.rewardsHint")}</p>
        </div>
      ) : null}
    </section>
  );
}
