import type { ProfileCard } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { ConfirmActionDialog } from "@stampwise/web";
import { useRemoveCard } from "../api/card-instances";

/** Asks before taking a card away; stays open while the call runs so a failure can be retried. */
export function RemoveCardDialog({
  userId,
  customerName,
  card,
  open,
  onClose,
}: {
  userId: string;
  customerName: string;
  card: ProfileCard;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveCard(userId);

  return (
    <ConfirmActionDialog
      open={open}
      onClose={onClose}
      title={t("users.profile.removeCard.title", { card: card.card.name })}
      description={t("users.profile.removeCard.description", {
        name: customerName,
        count: card.instance.stamps,
      })}
      confirmLabel={t("users.profile.removeCard.confirm")}
      destructive
      pending={remove.isPending}
      action={() => remove.mutateAsync(card.instance.id)}
      done={{
        title: t("users.profile.removeCard.removed.title"),
        description: t("users.profile.removeCard.removed.description", {
          card: card.card.name,
          name: customerName,
        }),
      }}
      failed={{
        title: t("users.profile.removeCard.failed.title"),
        description: t("users.profile.removeCard.failed.description"),
      }}
    />
  );
}
