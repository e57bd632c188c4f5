import { TRANSACTION_DELTA_MAX } from "@stampwise/contract";
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
  Select,
  SelectContent,
  SelectTrigger,
  SelectValue,
  toast,
} from "@stampwise/ui";
import { toastForApiError, VALIDATION_DEBOUNCE_MS } from "@stampwise/web";
import { Controller, useForm } from "react-hook-form";
import { useIdempotencyKey } from "../../../../shared/use-idempotency-key";
import { useAddCard } from "../api/card-instances";
import { useCreateTransaction } from "../api/create-transaction";
import { useStampCards } from "../api/get-stamp-cards";
import { checkStartingStamps } from "../stamp-amount";
import { NothingToAdd, StampCardOption } from "./add-card-choices";

type AddCardValues = { loyaltyCardId: string; startingStamps: string };

/**
 * "Add card": one of this organization's stamp cards the person does not hold yet. With stamps to
 * give now, the first transaction creates the card (POST /transaction with the user and the card),
 * so a new customer gets their card and their first stamps in one confirmed step.
 */
export function AddCardDialog({
  userId,
  customerName,
  heldCardIds,
  open,
  onOpenChange,
}: {
  userId: string;
  customerName: string;
  heldCardIds: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("users.profile.addCard.title", { name: customerName })}</DialogTitle>
          <DialogDescription>
            {t("users.profile.addCard.description", { name: customerName })}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <AddCardForm
            userId={userId}
            customerName={customerName}
            heldCardIds={heldCardIds}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AddCardForm({
  userId,
  customerName,
  heldCardIds,
  onDone,
}: {
  userId: string;
  customerName: string;
  heldCardIds: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const stampCards = useStampCards({ enabled: true });
  const addCard = useAddCard(userId);
  const transaction = useCreateTransaction(userId);
  const idempotency = useIdempotencyKey();
  const form = useForm<AddCardValues>({
    defaultValues: { loyaltyCardId: "", startingStamps: "0" },
    mode: "onChange",
    delayError: VALIDATION_DEBOUNCE_MS,
  });
  const { errors } = form.formState;
  const saving = addCard.isPending || transaction.isPending;
  const available = (stampCards.data ?? []).filter((card) => !heldCardIds.includes(card.id));

  const onSubmit = form.handleSubmit(async ({ loyaltyCardId, startingStamps }) => {
    const card = available.find((candidate) => candidate.id === loyaltyCardId);
    const stamps = checkStartingStamps(startingStamps);
    if (!card || !stamps.ok) return;
    try {
      if (stamps.amount === 0) {
        await addCard.mutateAsync({ userId, loyaltyCardId });
      } else {
        await transaction.mutateAsync({
          userId,
          loyaltyCardId,
          delta: stamps.amount,
          source: "manual",
          idempotencyKey: idempotency.keyFor(`${loyaltyCardId}:${stamps.amount}`),
        });
      }
      idempotency.reset();
      toast({
        title: t("users.profile.addCard.added.title"),
        description: t("users.profile.addCard.added.description", { card: card.name, name: customerName }),
      });
      onDone();
    } catch (error) {
      toastForApiError(error, t, {
        title: t("users.profile.addCard.failed.title"),
        description: t("users.profile.addCard.failed.description"),
      });
    }
  });

  if (stampCards.isPending) {
    return <p className="text-sm text-muted-foreground">{t("users.profile.addCard.loadingCards")}</p>;
  }
  if (stampCards.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t("users.profile.addCard.loadCardsFailed")}
      </p>
    );
  }
  if (available.length === 0) {
    return <NothingToAdd customerName={customerName} hasCards={(stampCards.data ?? []).length > 0} />;
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <Controller
        control={form.control}
        name="loyaltyCardId"
        rules={{ required: true }}
        render={({ field }) => (
          <FormField
            label={t("users.profile.addCard.card")}
            error={errors.loyaltyCardId ? t("users.profile.addCard.cardRequired") : undefined}
          >
            {(control) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur} className="w-full">
                  <SelectValue placeholder={t("users.profile.addCard.cardPlaceholder")} />
                </SelectTrigger>
                <SelectContent>
                  {available.map((card) => (
                    <StampCardOption key={card.id} card={card} />
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      />
      <FormField
        label={t("users.profile.addCard.startingStamps")}
        description={t("users.profile.addCard.startingStampsHint", { max: TRANSACTION_DELTA_MAX })}
        error={
          errors.startingStamps
            ? t("users.profile.addCard.startingStampsInvalid", { max: TRANSACTION_DELTA_MAX })
            : undefined
        }
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          className="w-28"
          {...form.register("startingStamps", { validate: (value) => checkStartingStamps(value).ok })}
        />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={saving}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t("users.profile.addCard.saving") : t("users.profile.addCard.confirm")}
        </Button>
      </DialogFooter>
    </form>
  );
}
