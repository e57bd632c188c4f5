import type { DeliveryRecord } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@stampwise/ui";
import { type ReactNode, useState } from "react";
import { useOrganizationTime } from "../../../../shared/time/organization-time";
import { failureExplanation } from "../failure-explanation";
import { recipientName } from "./recipient-name";

/**
 * A failed delivery in full: to whom and how, when and after how many attempts, why (the code, a
 * translated explanation and the sender's own words) and the content that was sent, if any.
 */
export function FailureDialog({
  delivery,
  onClose,
}: {
  delivery: DeliveryRecord | null;
  onClose: () => void;
}) {
  // The last delivery stays rendered while the dialog animates closed.
  const [shown, setShown] = useState(delivery);
  if (delivery && delivery !== shown) setShown(delivery);

  return (
    <Dialog open={delivery !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">{shown && <FailureDetails delivery={shown} />}</DialogContent>
    </Dialog>
  );
}

function FailureDetails({ delivery }: { delivery: DeliveryRecord }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const time = useOrganizationTime();
  const address = delivery.medium === "sms" ? delivery.phoneNumber : delivery.email;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("communicationStatistics.failure.title")}</DialogTitle>
        <DialogDescription>{t("communicationStatistics.failure.description")}</DialogDescription>
      </DialogHeader>
      <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        <Detail label={t("communicationStatistics.failure.recipient")}>
          {recipientName(delivery, t("communicationStatistics.details.unnamed"))}
          {address && <span className="block break-all text-muted-foreground">{address}</span>}
        </Detail>
        <Detail label={t("communicationStatistics.failure.channel")}>
          {t(`communicationStatistics.medium.${delivery.medium}`)}
        </Detail>
        {delivery.sentAt && (
          <Detail label={t("communicationStatistics.failure.endedAt")}>
            <time dateTime={delivery.sentAt}>{time.dateTime(delivery.sentAt)}</time>
          </Detail>
        )}
        <Detail label={t("communicationStatistics.failure.attempts")}>
          {formatNumber(delivery.attempts, language)}
        </Detail>
        <Detail label={t("communicationStatistics.failure.reason")}>
          <span>
            {t(`communicationStatistics.failure.explanation.${failureExplanation(delivery.failureCode)}`)}
          </span>
        </Detail>
        {delivery.failureCode && (
          <Detail label={t("communicationStatistics.failure.code")}>
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{delivery.failureCode}</code>
          </Detail>
        )}
        {delivery.failureReason && (
          <Detail label={t("communicationStatistics.failure.senderSaid")}>
            <span className="break-words">{delivery.failureReason}</span>
          </Detail>
        )}
      </dl>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">{t("communicationStatistics.failure.content")}</h3>
        {delivery.sentContent ? (
          <pre className="max-h-60 overflow-auto rounded-md border bg-muted/50 p-3 font-sans text-sm whitespace-pre-wrap break-words">
            {delivery.sentContent}
          </pre>
        ) : (
          <p className="text-sm text-muted-foreground">{t("communicationStatistics.failure.noContent")}</p>
        )}
      </section>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t("communicationStatistics.failure.close")}</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-y-0.5 sm:col-span-2 sm:grid-cols-subgrid">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
