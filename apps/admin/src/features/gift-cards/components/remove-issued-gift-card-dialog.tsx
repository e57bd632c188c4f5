import { formatGiftCode, type IssuedGiftCard } from "@stampwise/contract";
import { currentLanguage, formatMoney, useTranslation } from "@stampwise/i18n";
import { ConfirmActionDialog } from "@stampwise/web";
import { useRemoveIssuedGiftCard } from "../api/gift-cards";

/** Taking a gift card away asks first, naming what it still holds, which is written off. */
export function RemoveIssuedGiftCardDialog({
  userId,
  giftCard,
  onChanged,
  onClose,
}: {
  userId: string;
  giftCard: IssuedGiftCard | null;
  onChanged: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const remove = useRemoveIssuedGiftCard(userId, onChanged);
  const name = giftCard?.name ?? "";
  const code = giftCard ? formatGiftCode(giftCard.code) : "";
  const balance = giftCard ? formatMoney(giftCard.balance, giftCard.currency, currentLanguage(i18n)) : "";
  return (
    <ConfirmActionDialog
      open={giftCard !== null}
      onClose={onClose}
      title={t("giftCards.removeIssued.title", { name })}
      description={
        giftCard && giftCard.balance > 0
          ? t("giftCards.removeIssued.description", { balance, code })
          : t("giftCards.removeIssued.descriptionSpent", { code })
      }
      confirmLabel={t("giftCards.removeIssued.confirm")}
      pendingLabel={t("giftCards.removeIssued.removing")}
      destructive
      pending={remove.isPending}
      action={() => remove.mutateAsync(giftCard?.id ?? "")}
      done={{
        title: t("giftCards.removeIssued.done.title"),
        description: t("giftCards.removeIssued.done.description", { name }),
      }}
      failed={{
        title: t("giftCards.removeIssued.failed.title"),
        description: t("giftCards.removeIssued.failed.description"),
      }}
    />
  );
}
