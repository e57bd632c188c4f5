import type { GiftCard } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, EmptyState, ListLoading, LoadFailedCard } from "@stampwise/ui";
import { Gift, Plus } from "lucide-react";
import { useState } from "react";
import { usePageTitle } from "../../../shared/page-title";
import { useGiftCards } from "../api/gift-cards";
import { FindGiftCard } from "./find-gift-card";
import { GiftCardFormDialog } from "./gift-card-form-dialog";
import { GiftCardsTable } from "./gift-cards-table";
import { RemoveGiftCardDialog } from "./remove-gift-card-dialog";

type OpenDialog = { kind: "form"; giftCard?: GiftCard } | { kind: "remove"; giftCard: GiftCard } | null;

/** /admin/loyalty-cards/gift-cards: the gift cards, their totals, and the lookup by code. */
export function GiftCardsPage() {
  const { t } = useTranslation();
  usePageTitle(t("giftCards.page.title"));
  const giftCards = useGiftCards();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const openAdd = () => setDialog({ kind: "form" });

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("giftCards.page.title")}</h1>
          <p className="text-muted-foreground">{t("giftCards.page.description")}</p>
        </div>
        {giftCards.data && giftCards.data.length > 0 && (
          <Button onClick={openAdd}>
            <Plus aria-hidden />
            {t("giftCards.add")}
          </Button>
        )}
      </div>

      {giftCards.isError ? (
        <LoadFailedCard
          title={t("giftCards.loadFailed.title")}
          description={t("giftCards.loadFailed.description")}
          retryLabel={t("giftCards.loadFailed.retry")}
          retrying={giftCards.isFetching}
          onRetry={() => void giftCards.refetch()}
        />
      ) : !giftCards.data ? (
        <ListLoading label={t("common.loading")} rows={3} />
      ) : giftCards.data.length === 0 ? (
        <EmptyState
          icon={<Gift />}
          title={t("giftCards.empty.title")}
          description={t("giftCards.empty.description")}
          action={
            <Button onClick={openAdd}>
              <Plus aria-hidden />
              {t("giftCards.add")}
            </Button>
          }
        />
      ) : (
        <>
          <GiftCardsTable
            giftCards={giftCards.data}
            onEdit={(giftCard) => setDialog({ kind: "form", giftCard })}
            onRemove={(giftCard) => setDialog({ kind: "remove", giftCard })}
          />
          <FindGiftCard />
        </>
      )}

      {dialog?.kind === "form" && <GiftCardFormDialog giftCard={dialog.giftCard} onClose={close} />}
      <RemoveGiftCardDialog giftCard={dialog?.kind === "remove" ? dialog.giftCard : null} onClose={close} />
    </div>
  );
}
