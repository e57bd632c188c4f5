import type { YourData } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { ConfirmActionDialog } from "@stampwise/web";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { myCardsQueryKey } from "../../../lib/my-cards-query";
import { leaveBusiness, yourDataQueryKey } from "../your-data-api";
import { useBalanceText } from "./balance-text";

type Business = YourData["businesses"][number];

/**
 * Asks before the customer leaves a business, naming what each of their cards there holds (all of
 * it is lost) and what leaving does.
 */
export function LeaveBusinessDialog({
  business,
  open,
  onClose,
}: {
  business: Business;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const balanceText = useBalanceText();
  const [leaving, setLeaving] = useState(false);
  const texts = "customerAccount.yourData.business.leave";
  const name = business.organizationName;
  const holding = business.cards.filter((card) => card.endedAt === null && card.balance !== 0);

  const leave = async () => {
    setLeaving(true);
    try {
      await leaveBusiness(business.organizationId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: yourDataQueryKey }),
        queryClient.invalidateQueries({ queryKey: myCardsQueryKey }),
      ]);
    } finally {
      setLeaving(false);
    }
  };

  return (
    <ConfirmActionDialog
      open={open}
      onClose={onClose}
      title={<span className="break-words">{t(`${texts}.title`, { business: name })}</span>}
      description={
        <>
          {holding.length > 0 ? (
            <div>
              <p className="font-medium text-foreground">{t(`${texts}.forfeit`)}</p>
              <ul className="mt-1 list-disc pl-5">
                {holding.map((card) => (
                  <li key={card.id} className="break-words">
                    {card.name}: {balanceText(card)}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p>{t(`${texts}.nothingToForfeit`)}</p>
          )}
          <p>{t(`${texts}.effects`, { business: name })}</p>
        </>
      }
      confirmLabel={t(`${texts}.confirm`)}
      pendingLabel={t(`${texts}.leaving`)}
      destructive
      pending={leaving}
      action={leave}
      done={{ title: t(`${texts}.left`, { business: name }) }}
      failed={{
        title: t(`${texts}.failed.title`, { business: name }),
        description: t(`${texts}.failed.description`),
      }}
    />
  );
}
