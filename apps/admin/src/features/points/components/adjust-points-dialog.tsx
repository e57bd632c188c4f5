import { AdjustPointsRequestSchema } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { FormField, Input, toast } from "@stampwise/ui";
import {
  ChoiceField,
  FormDialog,
  FormDialogFooter,
  toastForApiError,
  translateFieldMessage,
} from "@stampwise/web";
import { type FormEvent, useState } from "react";
import { useIdempotencyKey } from "../../../shared/use-idempotency-key";
import { useAdjustPoints } from "../api/points";
import { planAdjustment } from "../points-amounts";

type AdjustPointsProps = {
  userId: string;
  balance: number;
  onChanged: () => Promise<unknown>;
  onClose: () => void;
};

/** A manual adjustment asks first, names the change and keeps a reason. */
export function AdjustPointsDialog({ open, ...props }: AdjustPointsProps & { open: boolean }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onClose={props.onClose}
      title={t("points.adjustDialog.title")}
      description={t("points.adjustDialog.description")}
    >
      <AdjustPointsForm {...props} />
    </FormDialog>
  );
}

const reasonSchema = AdjustPointsRequestSchema.shape.reason;

function AdjustPointsForm({ userId, balance, onChanged, onClose }: AdjustPointsProps) {
  const { t } = useTranslation();
  const adjust = useAdjustPoints(onChanged);
  const idempotency = useIdempotencyKey();
  const [direction, setDirection] = useState<"add" | "remove">("add");
  const [text, setText] = useState("");
  const [reason, setReason] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const plan = planAdjustment(direction, text, balance);
  const reasonCheck = reasonSchema.safeParse(reason);
  const count = (points: number) => t("points.count", { count: points });
  const amountError =
    (submitted || text !== "") && !plan.ok
      ? plan.error === "tooMany"
        ? t("points.adjustDialog.tooMany", { balance: count(balance) })
        : t("validation.pointsRange")
      : undefined;
  const reasonError =
    submitted && !reasonCheck.success
      ? translateFieldMessage(reasonCheck.error.issues[0]?.message, t)
      : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!plan.ok || !reasonCheck.success) return;
    try {
      const answer = await adjust.mutateAsync({
        userId,
        delta: plan.delta,
        reason: reasonCheck.data,
        idempotencyKey: idempotency.keyFor(`${plan.delta}:${reasonCheck.data}`),
      });
      idempotency.reset();
      toast({
        title: t("points.adjustDialog.done.title"),
        description: t("points.adjustDialog.done.description", { balance: count(answer.balance) }),
      });
      onClose();
    } catch (failure) {
      toastForApiError(failure, t, {
        title: t("points.adjustDialog.failed.title"),
        description: t("points.adjustDialog.failed.description"),
      });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <ChoiceField
        legend={t("points.adjustDialog.direction")}
        value={direction}
        options={[
          { value: "add", label: t("points.adjustDialog.add") },
          { value: "remove", label: t("points.adjustDialog.remove") },
        ]}
        onChange={setDirection}
      />
      <FormField label={t("points.adjustDialog.amount")} error={amountError}>
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          className="w-36"
        />
      </FormField>
      <FormField label={t("points.adjustDialog.reason")} error={reasonError}>
        <Input
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder={t("points.adjustDialog.reasonPlaceholder")}
          maxLength={200}
        />
      </FormField>
      {plan.ok && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
          {t("points.adjustDialog.preview", { before: count(balance), after: count(plan.after) })}
        </p>
      )}
      <FormDialogFooter
        cancelLabel={t("common.cancel")}
        onCancel={onClose}
        pending={adjust.isPending}
        destructive={plan.ok && plan.delta < 0}
        submitLabel={
          adjust.isPending
            ? t("points.adjustDialog.saving")
            : !plan.ok
              ? t("points.adjustDialog.confirmPlaceholder")
              : plan.delta > 0
                ? t("points.adjustDialog.confirmAdd", { points: count(plan.delta) })
                : t("points.adjustDialog.confirmRemove", { points: count(-plan.delta) })
        }
      />
    </form>
  );
}
