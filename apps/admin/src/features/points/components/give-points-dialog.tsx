import type { LoyaltyProgram } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { FormField, Input, toast } from "@stampwise/ui";
import { ChoiceField, FormDialog, FormDialogFooter, toastForApiError } from "@stampwise/web";
import { type FormEvent, useContext, useState } from "react";
import { OpenedByScanContext } from "../../../shared/opened-by-scan";
import { useIdempotencyKey } from "../../../shared/use-idempotency-key";
import { useEarnPoints } from "../api/points";
import { type EarnMode, planEarning } from "../points-amounts";

type GivePointsProps = {
  userId: string;
  customerName: string;
  program: LoyaltyProgram;
  onChanged: () => Promise<unknown>;
  onClose: () => void;
};

/**
 * Give points for a purchase (counted by the program's rule, shown before sending) or a number
 * of points. The dialog is the confirmation: its button names the points given.
 */
export function GivePointsDialog({ open, ...props }: GivePointsProps & { open: boolean }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onClose={props.onClose}
      title={t("points.giveDialog.title")}
      description={t("points.giveDialog.description")}
    >
      <GivePointsForm {...props} />
    </FormDialog>
  );
}

function GivePointsForm({ userId, customerName, program, onChanged, onClose }: GivePointsProps) {
  const { t } = useTranslation();
  const earn = useEarnPoints(onChanged);
  const openedByScan = useContext(OpenedByScanContext);
  const idempotency = useIdempotencyKey();
  const [mode, setMode] = useState<EarnMode>(program.pointsPerKrona > 0 ? "purchase" : "points");
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const plan = planEarning(mode, text, program);
  const givesNothing = plan !== undefined && plan.points === 0;
  const fieldError =
    touched && !plan
      ? t(mode === "purchase" ? "validation.purchaseAmountRange" : "validation.pointsRange")
      : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!plan || givesNothing) return;
    try {
      const answer = await earn.mutateAsync({
        userId,
        ...plan.body,
        // Opened from a scan of the customer's code: the counter's scan caps apply.
        source: openedByScan ? "identity-scan" : "manual",
        idempotencyKey: idempotency.keyFor(`${mode}:${text}`),
      });
      idempotency.reset();
      toast({
        title: t("points.giveDialog.done.title"),
        description: t("points.giveDialog.done.description", {
          points: t("points.count", { count: answer.transaction.delta }),
          balance: t("points.count", { count: answer.balance }),
        }),
      });
      onClose();
    } catch (failure) {
      toastForApiError(failure, t, {
        title: t("points.giveDialog.failed.title"),
        description: t("points.giveDialog.failed.description"),
      });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <ChoiceField
        legend={t("points.giveDialog.mode")}
        value={mode}
        options={[
          { value: "purchase", label: t("points.giveDialog.purchase") },
          { value: "points", label: t("points.giveDialog.points") },
        ]}
        onChange={(next) => {
          setMode(next);
          setTouched(false);
        }}
      />
      <FormField
        label={
          mode === "purchase" ? t("points.giveDialog.purchaseAmount") : t("points.giveDialog.pointsAmount")
        }
        description={mode === "purchase" ? t("points.giveDialog.purchaseHint") : undefined}
        error={fieldError}
      >
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(text !== "")}
          inputMode={mode === "purchase" ? "decimal" : "numeric"}
          autoComplete="off"
          autoFocus
          className="w-36"
        />
      </FormField>
      {plan && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
          {givesNothing
            ? t("points.giveDialog.nothing")
            : t("points.giveDialog.preview", {
                customer: customerName,
                points: t("points.count", { count: plan.points }),
              })}
        </p>
      )}
      <FormDialogFooter
        cancelLabel={t("common.cancel")}
        onCancel={onClose}
        pending={earn.isPending}
        disabled={givesNothing}
        submitLabel={
          earn.isPending
            ? t("points.giveDialog.saving")
            : plan && !givesNothing
              ? t("points.giveDialog.confirm", { points: t("points.count", { count: plan.points }) })
              : t("points.giveDialog.confirmPlaceholder")
        }
      />
    </form>
  );
}
