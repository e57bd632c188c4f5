import { currentLanguage, formatMoney, useTranslation } from "@stampwise/i18n";
import {
  Button,
  DialogFooter,
  FormField,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  toast,
} from "@stampwise/ui";
import { FormDialog, FormDialogFooter, toastForApiError } from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { type FormEvent, useState } from "react";
import { paths } from "../../../shared/paths";
import { useIdempotencyKey } from "../../../shared/use-idempotency-key";
import { useGiftCards, useIssueGiftCard } from "../api/gift-cards";

/**
 * Issue a gift card to the customer whose profile is open. The dialog is the confirmation an issue
 * needs first: it names the card, the customer and the value loaded before anything is sent.
 */
export function IssueGiftCardDialog({
  userId,
  customerName,
  open,
  onChanged,
  onOpenChange,
}: {
  userId: string;
  customerName: string;
  open: boolean;
  onChanged: () => Promise<unknown>;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t("giftCards.issueDialog.title")}
      description={t("giftCards.issueDialog.description")}
    >
      <IssueForm
        userId={userId}
        customerName={customerName}
        onChanged={onChanged}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function IssueForm({
  userId,
  customerName,
  onChanged,
  onDone,
}: {
  userId: string;
  customerName: string;
  onChanged: () => Promise<unknown>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const giftCards = useGiftCards();
  const issue = useIssueGiftCard(userId, onChanged);
  const idempotency = useIdempotencyKey();
  const [chosenId, setChosenId] = useState<string>();
  const chosen = giftCards.data?.find((card) => card.id === chosenId) ?? giftCards.data?.[0];

  if (giftCards.data && giftCards.data.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">{t("giftCards.issueDialog.none")}</p>
        <DialogFooter>
          <Button asChild>
            <Link to={paths.admin.giftCards}>{t("giftCards.issueDialog.toGiftCards")}</Link>
          </Button>
        </DialogFooter>
      </div>
    );
  }

  const amount = chosen ? formatMoney(chosen.initialBalance, chosen.currency, language) : "";

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    try {
      await issue.mutateAsync({ giftCardId: chosen.id, idempotencyKey: idempotency.keyFor(chosen.id) });
      idempotency.reset();
      toast({
        title: t("giftCards.issueDialog.done.title"),
        description: t("giftCards.issueDialog.done.description", { name: chosen.name, amount }),
      });
      onDone();
    } catch (failure) {
      toastForApiError(failure, t, {
        title: t("giftCards.issueDialog.failed.title"),
        description: t("giftCards.issueDialog.failed.description"),
      });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <FormField label={t("giftCards.issueDialog.choose")}>
        {(control) => (
          <Select value={chosen?.id ?? ""} onValueChange={setChosenId} disabled={!giftCards.data}>
            <SelectTrigger {...control} className="w-full">
              <SelectValue placeholder={t("giftCards.issueDialog.choosePlaceholder")} />
            </SelectTrigger>
            <SelectContent>
              {giftCards.data?.map((card) => (
                <SelectItem key={card.id} value={card.id}>
                  {card.name} · {formatMoney(card.initialBalance, card.currency, language)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      {chosen && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
          {t("giftCards.issueDialog.confirmDescription", { customer: customerName, amount })}
        </p>
      )}
      <FormDialogFooter
        cancelLabel={t("common.cancel")}
        onCancel={onDone}
        pending={issue.isPending}
        disabled={!chosen}
        submitLabel={
          issue.isPending
            ? t("giftCards.issueDialog.issuing")
            : chosen
              ? t("giftCards.issueDialog.confirmTitle", { name: chosen.name })
              : t("giftCards.issueDialog.confirm")
        }
      />
    </form>
  );
}
