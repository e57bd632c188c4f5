import type { StampsLowering } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
} from "@stampwise/ui";
import { Gift, QrCode, Users } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Lowering stamps required on a card customers hold (and what it does to a live card):
 * the server's 409 names the rewards removed, the QR codes capped and the customers whose card
 * completes; the admin sees all of it before anything changes.
 */
export function ConfirmLoweringDialog({
  lowering,
  busy,
  onConfirm,
  onCancel,
}: {
  /** Set while a lowered value waits for confirmation; the dialog is closed otherwise. */
  lowering: StampsLowering | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const count = lowering?.stampsRequired ?? 0;
  return (
    <AlertDialog open={lowering !== undefined} onOpenChange={(open) => !open && !busy && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("stampCards.settings.confirmLowering.title", { count })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t("stampCards.settings.confirmLowering.description")}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="flex max-h-[50vh] flex-col gap-4 overflow-y-auto text-sm">
          {lowering && lowering.milestones.length > 0 && (
            <Effect title={t("stampCards.settings.confirmLowering.milestonesTitle")}>
              {lowering.milestones.map((milestone) => (
                <EffectItem
                  key={milestone.id}
                  icon={<Gift aria-hidden className="size-4 shrink-0 text-primary" />}
                >
                  {t("stampCards.settings.confirmLowering.milestone", {
                    reward: milestone.rewardName,
                    count: milestone.stampsNeeded,
                  })}
                </EffectItem>
              ))}
            </Effect>
          )}
          {lowering && lowering.qrCodes.length > 0 && (
            <Effect title={t("stampCards.settings.confirmLowering.qrCodesTitle")}>
              {lowering.qrCodes.map((qrCode) => (
                <EffectItem
                  key={qrCode.id}
                  icon={<QrCode aria-hidden className="size-4 shrink-0 text-primary" />}
                >
                  {t("stampCards.settings.confirmLowering.qrCode", {
                    description: qrCode.description,
                    from: qrCode.stamps,
                    count,
                  })}
                </EffectItem>
              ))}
            </Effect>
          )}
          {lowering && lowering.customersAtOrAbove > 0 && (
            <p className="flex items-start gap-2 rounded-md border px-3 py-2">
              <Users aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                {t("stampCards.settings.confirmLowering.customers", {
                  count: lowering.customersAtOrAbove,
                  stamps: count,
                })}
              </span>
            </p>
          )}
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t("common.cancel")}</AlertDialogCancel>
          <Button type="button" variant="destructive" onClick={onConfirm} disabled={busy}>
            {busy ? t("common.saving") : t("stampCards.settings.confirmLowering.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function Effect({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-medium">{title}</h3>
      <ul className="flex flex-col gap-2">{children}</ul>
    </section>
  );
}

function EffectItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 rounded-md border px-3 py-2">
      {icon}
      <span className="break-words">{children}</span>
    </li>
  );
}
