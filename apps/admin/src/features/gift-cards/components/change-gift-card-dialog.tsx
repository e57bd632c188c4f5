import {
  GIFT_AMOUNT_MAX_MINOR,
  type GiftCardOperation,
  type IssuedGiftCard,
  parseMajorAmount,
} from "@stampwise/contract";
import { currentLanguage, formatMoney, useTranslation } from "@stampwise/i18n";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  toast,
} from "@stampwise/ui";
import { ChoiceField, FormDialogFooter, toastForApiError } from "@stampwise/web";
import { useState } from "react";
import { useIdempotencyKey } from "../../../shared/use-idempotency-key";
import { useChangeGiftCard } from "../api/gift-cards";

type Direction = "add" | "remove";

/** What the typed amount does to the balance, or why it cannot (as a translation key). */
export function planGiftChange(input: {
  text: string;
  operation: GiftCardOperation;
  direction: Direction;
  balance: number;
}): { ok: true; amount: number; delta: number; after: number } | { ok: false; error: "amount" | "tooMuch" } {
  const amount = parseMajorAmount(input.text);
  if (amount === undefined || amount <= 0 || amount > GIFT_AMOUNT_MAX_MINOR)
    return { ok: false, error: "amount" };
  const delta = input.operation === "redeem" || input.direction === "remove" ? -amount : amount;
  const after = input.balance + delta;
  if (after < 0) return { ok: false, error: "tooMuch" };
  return { ok: true, amount, delta, after };
}

/**
 * A gift card change asks first. The dialog is that confirmation: it shows the balance
 * now and after, and only its confirm button, which names the amount, sends the change.
 */
export function ChangeGiftCardDialog({
  userId,
  giftCard,
  operation,
  onChanged,
  onClose,
}: {
  userId: string;
  giftCard: IssuedGiftCard | null;
  operation: GiftCardOperation;
  onChanged: () => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <Dialog open={giftCard !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {giftCard && (
          <ChangeGiftCardForm
            userId={userId}
            giftCard={giftCard}
            operation={operation}
            onChanged={onChanged}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ChangeGiftCardForm({
  userId,
  giftCard,
  operation,
  onChanged,
  onDone,
}: {
  userId: string;
  giftCard: IssuedGiftCard;
  operation: GiftCardOperation;
  onChanged: () => Promise<unknown>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const money = (minor: number) => formatMoney(minor, giftCard.currency, language);
  const change = useChangeGiftCard(userId, onChanged);
  const idempotency = useIdempotencyKey();
  const [text, setText] = useState("");
  const [direction, setDirection] = useState<Direction>(operation === "redeem" ? "remove" : "add");
  const [touched, setTouched] = useState(false);
  const plan = planGiftChange({ text, operation, direction, balance: giftCard.balance });
  const fieldError =
    touched && !plan.ok
      ? plan.error === "tooMuch"
        ? t("giftCards.changeDialog.tooMuch", { balance: money(giftCard.balance) })
        : t("validation.giftAmountRange")
      : undefined;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!plan.ok) return;
    try {
      const answer = await change.mutateAsync({
        instanceId: giftCard.id,
        operation,
        amount: operation === "redeem" ? plan.amount : plan.delta,
        idempotencyKey: idempotency.keyFor(`${giftCard.id}:${operation}:${plan.delta}`),
      });
      idempotency.reset();
      const balance = money(answer.giftCard.balance);
      toast(
        operation === "redeem"
          ? {
              title: t("giftCards.changeDialog.redeemed.title"),
              description: t("giftCards.changeDialog.redeemed.description", {
                amount: money(plan.amount),
                balance,
              }),
            }
          : {
              title: t("giftCards.changeDialog.adjusted.title"),
              description: t("giftCards.changeDialog.adjusted.description", { balance }),
            },
      );
      onDone();
    } catch (failure) {
      toastForApiError(failure, t, {
        title: t("giftCards.changeDialog.failed.title"),
        description: t("giftCards.changeDialog.failed.description"),
      });
    }
  }

  const confirmLabel = !plan.ok
    ? operation === "redeem"
      ? t("giftCards.changeDialog.redeem")
      : t("giftCards.changeDialog.adjust")
    : operation === "redeem"
      ? t("giftCards.changeDialog.confirmRedeem", { amount: money(plan.amount) })
      : direction === "add"
        ? t("giftCards.changeDialog.confirmAdd", { amount: money(plan.amount) })
        : t("giftCards.changeDialog.confirmRemove", { amount: money(plan.amount) });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <DialogHeader>
        <DialogTitle>
          {operation === "redeem"
            ? t("giftCards.changeDialog.redeemTitle", { name: giftCard.name })
            : t("giftCards.changeDialog.adjustTitle", { name: giftCard.name })}
        </DialogTitle>
        <DialogDescription>
          {t("giftCards.changeDialog.balanceNow", { balance: money(giftCard.balance) })}
        </DialogDescription>
      </DialogHeader>
      {operation === "adjust" && (
        <ChoiceField
          legend={t("giftCards.changeDialog.direction")}
          value={direction}
          options={[
            { value: "add", label: t("giftCards.changeDialog.add") },
            { value: "remove", label: t("giftCards.changeDialog.remove") },
          ]}
          onChange={setDirection}
        />
      )}
      <FormField
        label={
          operation === "redeem"
            ? t("giftCards.changeDialog.redeemAmount")
            : t("giftCards.changeDialog.adjustAmount")
        }
        description={t("giftCards.changeDialog.amountHint", { currency: giftCard.currency })}
        error={fieldError}
      >
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(text !== "")}
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          className="w-36"
        />
      </FormField>
      {plan.ok && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
          {t("giftCards.changeDialog.confirmDescription", {
            name: giftCard.name,
            before: money(giftCard.balance),
            after: money(plan.after),
          })}
        </p>
      )}
      <FormDialogFooter
        cancelLabel={t("common.cancel")}
        onCancel={onDone}
        pending={change.isPending}
        destructive={plan.ok && plan.delta < 0 && operation === "adjust"}
        submitLabel={change.isPending ? t("giftCards.changeDialog.saving") : confirmLabel}
      />
    </form>
  );
}
