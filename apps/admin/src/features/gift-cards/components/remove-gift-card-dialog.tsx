import type { GiftCard } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { ConfirmActionDialog } from "@stampwise/web";
import { useRemoveGiftCard } from "../api/gift-cards";

/** Deleting asks first, and says that issued cards keep their value. */
export function RemoveGiftCardDialog({
  giftCard,
  onClose,
}: {
  giftCard: GiftCard | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveGiftCard();
  const name = giftCard?.name ?? "";
  return (
    <ConfirmActionDialog
      open={giftCard !== null}
      onClose={onClose}
      title={t("giftCards.remove.title", { name })}
      description={t("giftCards.remove.description")}
      confirmLabel={t("giftCards.remove.confirm")}
      pendingLabel={t("giftCards.remove.removing")}
      destructive
      pending={remove.isPending}
      action={() => remove.mutateAsync(giftCard?.id ?? "")}
      done={{
        title: t("giftCards.removed.title"),
        description: t("giftCards.removed.description", { name }),
      }}
      failed={{
        title: t("giftCards.removeFailed.title"),
        description: t("giftCards.removeFailed.description"),
      }}
    />
  );
}
