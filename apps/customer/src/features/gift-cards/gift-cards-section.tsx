import { formatGiftCode, type HeldGiftCard } from "@stampwise/contract";
import { currentLanguage, formatMoney, useTranslation } from "@stampwise/i18n";
import { Badge, Button } from "@stampwise/ui";
import { useQuery } from "@tanstack/react-query";
import { Gift } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { WalletButtons } from "../../components/wallet-buttons";
import { useSignedInAccount } from "../../lib/signed-in-account";
import { myGiftCardsQueryOptions, useLiveGiftCardUpdates } from "./my-gift-cards";

const QR_SIZE = 200;
const GiftCardQr = lazy(() => import("./gift-card-qr").then((module) => ({ default: module.GiftCardQr })));

/**
 * The customer's gift cards under their stamp cards: balance, and the code to show at the counter
 * (as a QR code and as text staff can type). Loaded after the cards page's first paint, with its
 * own texts, so the first screen carries none of it. Nothing shows for a customer without any.
 */
export function Component() {
  const { t } = useTranslation();
  const { offline } = useSignedInAccount();
  const giftCards = useQuery(myGiftCardsQueryOptions);
  useLiveGiftCardUpdates(!offline);

  if (giftCards.isError && !offline) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {t("customerGiftCards.loadFailed")}
        <Button variant="link" className="h-auto min-h-11 p-0" onClick={() => void giftCards.refetch()}>
          {t("customerGiftCards.retry")}
        </Button>
      </p>
    );
  }
  if (!giftCards.data || giftCards.data.length === 0) return null;
  return (
    <section aria-labelledby="gift-cards-heading" className="flex flex-col gap-4">
      <h2 id="gift-cards-heading" className="text-xl font-semibold tracking-tight">
        {t("customerGiftCards.title")}
      </h2>
      <ul className="flex flex-col gap-6">
        {giftCards.data.map((giftCard) => (
          <li key={giftCard.id}>
            <GiftCardItem giftCard={giftCard} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GiftCardItem({ giftCard }: { giftCard: HeldGiftCard }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [showCode, setShowCode] = useState(false);
  const codeId = useId();
  const codeRef = useRef<HTMLDivElement>(null);
  // Shown at the till: brought to the middle of the screen, clear of the bottom navigation.
  useEffect(() => {
    if (showCode) codeRef.current?.scrollIntoView({ block: "center" });
  }, [showCode]);
  const code = formatGiftCode(giftCard.code);
  const spent = giftCard.balance === 0;
  return (
    <article className="flex flex-col gap-4 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <Gift aria-hidden className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 className="truncate font-semibold">{giftCard.name}</h3>
          <p className="truncate text-sm text-muted-foreground">
            {t("customerGiftCards.from", { organization: giftCard.organization.name })}
          </p>
        </div>
        {spent && <Badge variant="secondary">{t("customerGiftCards.spent")}</Badge>}
      </div>
      <div>
        <p className="text-sm text-muted-foreground">{t("customerGiftCards.balance")}</p>
        <p className="text-3xl font-semibold tabular-nums">
          {formatMoney(giftCard.balance, giftCard.currency, language)}
        </p>
        <p className="text-sm text-muted-foreground">
          {t("customerGiftCards.of", {
            initial: formatMoney(giftCard.initialBalance, giftCard.currency, language),
          })}
        </p>
      </div>
      {!spent && <WalletButtons instanceId={giftCard.id} cardName={giftCard.name} />}
      {!spent && (
        <>
          <Button
            variant="outline"
            className="min-h-11 self-start"
            aria-expanded={showCode}
            // Several cards each have this button: its name says whose code it shows.
            aria-label={t(showCode ? "customerGiftCards.hideCodeNamed" : "customerGiftCards.showCodeNamed", {
              name: giftCard.name,
              organization: giftCard.organization.name,
            })}
            aria-controls={codeId}
            onClick={() => setShowCode((shown) => !shown)}
          >
            {showCode ? t("customerGiftCards.hideCode") : t("customerGiftCards.showCode")}
          </Button>
          <div id={codeId} ref={codeRef} hidden={!showCode} className="flex flex-col items-center gap-2">
            {showCode && (
              <>
                {/* Its place is held while the generator loads, so the code is not pushed down. */}
                <Suspense fallback={<div style={{ width: QR_SIZE, height: QR_SIZE }} />}>
                  <GiftCardQr
                    value={giftCard.code}
                    size={QR_SIZE}
                    label={t("customerGiftCards.codeLabel", { code })}
                    className="rounded-md"
                  />
                </Suspense>
                <p className="font-mono text-lg tracking-wider">{code}</p>
                <p className="text-center text-sm text-muted-foreground">{t("customerGiftCards.codeHint")}</p>
              </>
            )}
          </div>
        </>
      )}
    </article>
  );
}
