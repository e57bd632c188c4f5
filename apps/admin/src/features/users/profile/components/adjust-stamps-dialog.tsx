import type { ProfileCard, TransactionResult } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  toast,
} from "@stampwise/ui";
import { toastForApiError, VALIDATION_DEBOUNCE_MS } from "@stampwise/web";
import { useContext } from "react";
import { useForm } from "react-hook-form";
import { OpenedByScanContext } from "../../../../shared/opened-by-scan";
import { useIdempotencyKey } from "../../../../shared/use-idempotency-key";
import { useCreateTransaction } from "../api/create-transaction";
import {
  checkStampAmount,
  type StampDirection,
  stampAmountBounds,
  stampDelta,
  stampsAfterChange,
} from "../stamp-amount";

/**
 * Every stamp change asks first. The dialog is that confirmation: it names the card, the
 * amount and what the card will show afterwards, and only the confirm button sends the change.
 */
export function AdjustStampsDialog({
  userId,
  customerName,
  card,
  direction,
  onClose,
}: {
  userId: string;
  customerName: string;
  card: ProfileCard;
  direction: StampDirection | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={direction !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {direction && (
          <AdjustStampsForm
            userId={userId}
            customerName={customerName}
            card={card}
            direction={direction}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AdjustStampsForm({
  userId,
  customerName,
  card,
  direction,
  onDone,
}: {
  userId: string;
  customerName: string;
  card: ProfileCard;
  direction: StampDirection;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const transaction = useCreateTransaction(userId);
  const openedByScan = useContext(OpenedByScanContext);
  const idempotency = useIdempotencyKey();
  const { stamps } = card.instance;
  const required = card.card.stampsRequired;
  const form = useForm<{ amount: string }>({
    defaultValues: { amount: "1" },
    mode: "onChange",
    delayError: VALIDATION_DEBOUNCE_MS,
  });
  const bounds = stampAmountBounds(direction, stamps);
  const check = checkStampAmount(form.watch("amount"), direction, stamps);
  const after = check.ok
    ? stampsAfterChange(stamps, stampDelta(direction, check.amount), required)
    : undefined;
  const error = form.formState.errors.amount?.message;

  const describe = (answer: TransactionResult, count: number) => {
    const values = { count, card: card.card.name, stamps: answer.instance.stamps, required };
    const change =
      direction === "add"
        ? t("users.profile.adjust.created.added", values)
        : t("users.profile.adjust.created.removed", values);
    const rewards = answer.rewardsIssued.map((reward) => reward.name).join(", ");
    return rewards ? `${change} ${t("users.profile.adjust.created.rewards", { rewards })}` : change;
  };

  const onSubmit = form.handleSubmit(async ({ amount: text }) => {
    const result = checkStampAmount(text, direction, stamps);
    if (!result.ok) return;
    const delta = stampDelta(direction, result.amount);
    try {
      const answer = await transaction.mutateAsync({
        instanceId: card.instance.id,
        delta,
        // Opened from a scan of the customer's code, additions are scans: the scan caps apply.
        source: openedByScan && delta > 0 ? "identity-scan" : "manual",
        idempotencyKey: idempotency.keyFor(`${card.instance.id}:${delta}`),
      });
      idempotency.reset();
      toast({ title: t("users.profile.adjust.created.title"), description: describe(answer, result.amount) });
      onDone();
    } catch (failure) {
      toastForApiError(failure, t, {
        title: t("users.profile.adjust.failed.title"),
        description: t("users.profile.adjust.failed.description"),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <DialogHeader>
        <DialogTitle>
          {direction === "add"
            ? t("users.profile.adjust.addTitle", { card: card.card.name })
            : t("users.profile.adjust.removeTitle", { card: card.card.name })}
        </DialogTitle>
        <DialogDescription>
          {t("users.profile.adjust.current", { name: customerName, stamps, required })}
        </DialogDescription>
      </DialogHeader>
      <FormField
        label={t("users.profile.adjust.amount")}
        // With nothing to remove, the notice below says so instead of "from 1 to 0".
        description={
          bounds.max > 0
            ? t("users.profile.adjust.amountHint", { min: bounds.min, max: bounds.max })
            : undefined
        }
        error={
          bounds.max === 0 || !error
            ? undefined
            : error === "notEnoughStamps"
              ? t("users.profile.adjust.errors.notEnoughStamps", { count: stamps })
              : t("users.profile.adjust.errors.amountInvalid", { min: bounds.min, max: bounds.max })
        }
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          className="w-28"
          {...form.register("amount", {
            validate: (value) => {
              const checked = checkStampAmount(value, direction, stamps);
              return checked.ok || checked.error;
            },
          })}
        />
      </FormField>
      {direction === "remove" && stamps === 0 && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">{t("users.profile.adjust.noStampsToRemove")}</p>
      )}
      {after && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
          {after.completes
            ? t("users.profile.adjust.previewReward", { stamps: after.stamps, required })
            : t("users.profile.adjust.preview", { stamps: after.stamps, required })}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={transaction.isPending}>
          {t("common.cancel")}
        </Button>
        <Button
          type="submit"
          variant={direction === "remove" ? "destructive" : "default"}
          disabled={transaction.isPending || (direction === "remove" && stamps === 0)}
        >
          {transaction.isPending
            ? t("users.profile.adjust.saving")
            : check.ok
              ? direction === "add"
                ? t("users.profile.adjust.confirmAdd", { count: check.amount })
                : t("users.profile.adjust.confirmRemove", { count: check.amount })
              : t("users.profile.adjust.confirmPlaceholder")}
        </Button>
      </DialogFooter>
    </form>
  );
}
