import { formatGiftCode, type GiftCardOperation, type IssuedGiftCard } from "@stampwise/contract";
import { currentLanguage, formatMoney, Trans, useTranslation } from "@stampwise/i18n";
import { Button, Card, Skeleton } from "@stampwise/ui";
import { Gift, Plus } from "lucide-react";
import { useState } from "react";
import { useOrganizationTime } from "../../../shared/time/organization-time";
import { useIssuedGiftCards } from "../api/gift-cards";
import { ChangeGiftCardDialog } from "./change-gift-card-dialog";
import { IssueGiftCardDialog } from "./issue-gift-card-dialog";
import { RemoveIssuedGiftCardDialog } from "./remove-issued-gift-card-dialog";

/** The profile's gift cards: each with its code and balance, to redeem or adjust; issue more. */
export function ProfileGiftCards({
  userId,
  customerName,
  onChanged,
}: {
  userId: string;
  customerName: string;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const issued = useIssuedGiftCards(userId);
  const [issuing, setIssuing] = useState(false);
  const [changing, setChanging] = useState<{ giftCard: IssuedGiftCard; operation: GiftCardOperation } | null>(
    null,
  );
  const [removing, setRemoving] = useState<IssuedGiftCard | null>(null);

  return (
    <section aria-labelledby="profile-gift-cards-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="profile-gift-cards-heading" className="text-lg font-semibold">
          {t("giftCards.profile.title")}
        </h2>
        <Button variant="outline" size="sm" onClick={() => setIssuing(true)}>
          <Plus aria-hidden />
          {t("giftCards.profile.issue")}
        </Button>
      </div>
      {issued.isError ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {t("giftCards.profile.loadFailed")}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void issued.refetch()}>
            {t("giftCards.profile.retry")}
          </Button>
        </p>
      ) : !issued.data ? (
        <Skeleton className="h-24 w-full" />
      ) : issued.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("giftCards.profile.empty")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {issued.data.map((giftCard) => (
            <li key={giftCard.id}>
              <IssuedGiftCardItem
                giftCard={giftCard}
                onChange={(operation) => setChanging({ giftCard, operation })}
                onRemove={() => setRemoving(giftCard)}
              />
            </li>
          ))}
        </ul>
      )}
      <IssueGiftCardDialog
        userId={userId}
        customerName={customerName}
        open={issuing}
        onChanged={onChanged}
        onOpenChange={setIssuing}
      />
      <ChangeGiftCardDialog
        userId={userId}
        giftCard={changing?.giftCard ?? null}
        operation={changing?.operation ?? "redeem"}
        onChanged={onChanged}
        onClose={() => setChanging(null)}
      />
      <RemoveIssuedGiftCardDialog
        userId={userId}
        giftCard={removing}
        onChanged={onChanged}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

function IssuedGiftCardItem({
  giftCard,
  onChange,
  onRemove,
}: {
  giftCard: IssuedGiftCard;
  onChange: (operation: GiftCardOperation) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const time = useOrganizationTime();
  const code = formatGiftCode(giftCard.code);
  return (
    <Card className="gap-3 px-4 py-4">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <Gift aria-hidden className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 className="truncate font-medium">{giftCard.name}</h3>
          <p className="text-2xl font-semibold tabular-nums">
            <Trans
              i18nKey="giftCards.profile.balance"
              values={{
                balance: formatMoney(giftCard.balance, giftCard.currency, language),
                initial: formatMoney(giftCard.initialBalance, giftCard.currency, language),
              }}
              // What it started with, smaller: the balance is what staff look for at the till.
              components={{ of: <span className="text-base font-normal text-muted-foreground" /> }}
            />
          </p>
          <p className="text-sm text-muted-foreground">
            {t("giftCards.profile.code")}: <span className="font-mono">{code}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            {t("giftCards.profile.issuedOn", { date: time.date(giftCard.issuedAt) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => onChange("redeem")}
          disabled={giftCard.balance === 0}
          aria-label={t("giftCards.profile.redeemNamed", { name: giftCard.name, code })}
        >
          {t("giftCards.profile.redeem")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange("adjust")}
          aria-label={t("giftCards.profile.adjustNamed", { name: giftCard.name, code })}
        >
          {t("giftCards.profile.adjust")}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive"
          onClick={onRemove}
          aria-label={t("giftCards.profile.removeNamed", { name: giftCard.name, code })}
        >
          {t("giftCards.profile.remove")}
        </Button>
      </div>
    </Card>
  );
}
