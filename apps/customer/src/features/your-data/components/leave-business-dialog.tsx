import type { YourData } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  toast,
} from "@stampwise/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { myCardsQueryKey } from "../../../lib/my-cards-query";
import { leaveBusiness, yourDataQueryKey } from "../your-data-api";
import { useBalanceText } from "./balance-text";

type Business = YourData["businesses"][number];

/**
 * Asks before the customer leaves a business, naming what each of their cards there holds (all of
 * it is lost) and what leaving does. Stays open while the call runs, so a failure can be retried.
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
  const live = business.cards.filter((card) => card.endedAt === null);
  const holding = live.filter((card) => card.balance !== 0);

  const leave = async () => {
    setLeaving(true);
    try {
      await leaveBusiness(business.organizationId);
      toast({ title: t(`${texts}.left`, { business: name }) });
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: yourDataQueryKey }),
        queryClient.invalidateQueries({ queryKey: myCardsQueryKey }),
      ]);
    } catch {
      toast({
        variant: "destructive",
        title: t(`${texts}.failed.title`, { business: name }),
        description: t(`${texts}.failed.description`),
      });
    } finally {
      setLeaving(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !leaving && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">
            {t(`${texts}.title`, { business: name })}
          </AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-3 text-left">
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
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={leaving}>{t(`${texts}.cancel`)}</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void leave()} disabled={leaving}>
            {leaving ? t(`${texts}.leaving`) : t(`${texts}.confirm`)}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
