import type { YourData } from "@stampwise/contract";
import { currentLanguage, formatDate, formatDateTime, formatMoney, useTranslation } from "@stampwise/i18n";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@stampwise/ui";
import { DoorOpenIcon } from "lucide-react";
import { useState } from "react";
import { useBalanceText } from "./balance-text";
import { DataList } from "./data-list";
import { LeaveBusinessDialog } from "./leave-business-dialog";

type Business = YourData["businesses"][number];

/** What one business holds about the person: cards, rewards, news choices, activity, messages. */
export function BusinessDataCard({ business }: { business: Business }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const balanceText = useBalanceText();
  const [leaving, setLeaving] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="break-words">{business.organizationName}</h2>
        </CardTitle>
        <CardDescription>
          {business.customerSince
            ? t("customerAccount.yourData.business.customerSince", {
                date: formatDate(business.customerSince, language),
              })
            : t("customerAccount.yourData.business.notCustomer")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Part title={t("customerAccount.yourData.business.cards")}>
          {business.cards.length === 0 ? (
            <Quiet>{t("customerAccount.yourData.business.noCards")}</Quiet>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {business.cards.map((card) => (
                <li key={card.id} className="flex flex-wrap justify-between gap-x-3">
                  <span className="break-words">{card.name}</span>
                  <span className="text-muted-foreground">
                    {balanceText(card)}
                    {card.endedAt
                      ? ` · ${t("customerAccount.yourData.business.ended", { date: formatDate(card.endedAt, language) })}`
                      : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {business.rewardCount > 0 ? (
            <Quiet>{t("customerAccount.yourData.business.rewards", { count: business.rewardCount })}</Quiet>
          ) : null}
        </Part>

        <Part title={t("customerAccount.yourData.business.news")}>
          <DataList
            rows={(["email", "sms"] as const).map((channel) => {
              const consent = business.consents.find((each) => each.channel === channel);
              const label =
                channel === "email"
                  ? t("customerAccount.yourData.business.newsEmail")
                  : t("customerAccount.yourData.business.newsSms");
              const date = consent ? formatDate(consent.changedAt, language) : "";
              const value = !consent
                ? t("customerAccount.yourData.business.newsNever")
                : consent.granted
                  ? t("customerAccount.yourData.business.newsOn", { date })
                  : t("customerAccount.yourData.business.newsOff", { date });
              return [label, value];
            })}
          />
        </Part>

        <Part title={t("customerAccount.yourData.business.history")}>
          {business.history.length === 0 ? (
            <Quiet>{t("customerAccount.yourData.business.noHistory")}</Quiet>
          ) : (
            <>
              <ul className="flex flex-col gap-2 text-sm">
                {business.history.map((entry) => (
                  <li key={`${entry.at}-${entry.cardName}-${entry.balanceAfter}`} className="flex flex-col">
                    <span className="flex flex-wrap justify-between gap-x-3">
                      <span className="break-words">{entry.cardName}</span>
                      <span className="font-medium tabular-nums">{deltaText(entry)}</span>
                    </span>
                    <span className="text-muted-foreground">
                      {formatDateTime(entry.at, language)} ·{" "}
                      {t(`customerAccount.yourData.business.source.${entry.source}`)}
                    </span>
                  </li>
                ))}
              </ul>
              <Quiet>
                {t("customerAccount.yourData.business.historyCount", { count: business.historyCount })}
              </Quiet>
            </>
          )}
        </Part>

        <Part title={t("customerAccount.yourData.business.messages")}>
          {business.messages.length === 0 ? (
            <Quiet>{t("customerAccount.yourData.business.noMessages")}</Quiet>
          ) : (
            <>
              <ul className="flex flex-col gap-2 text-sm">
                {business.messages.map((message, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the newest first, nothing reorders them
                  <li key={index} className="flex flex-col">
                    <span className="break-words">
                      {message.title ?? t("customerAccount.yourData.business.textMessage")}
                    </span>
                    <span className="text-muted-foreground">
                      {t(`customerAccount.yourData.business.medium.${message.medium}`)} ·{" "}
                      {message.sentAt
                        ? formatDateTime(message.sentAt, language)
                        : t("customerAccount.yourData.business.notSent")}
                    </span>
                  </li>
                ))}
              </ul>
              <Quiet>
                {t("customerAccount.yourData.business.messageCount", { count: business.messageCount })}
              </Quiet>
            </>
          )}
        </Part>

        {business.customerSince ? (
          <div className="border-t pt-4">
            <Button variant="outline" className="min-h-11 max-w-full" onClick={() => setLeaving(true)}>
              <DoorOpenIcon aria-hidden />
              <span className="truncate">
                {t("customerAccount.yourData.business.leave.button", { business: business.organizationName })}
              </span>
            </Button>
            <LeaveBusinessDialog business={business} open={leaving} onClose={() => setLeaving(false)} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );

  function deltaText(entry: Business["history"][number]): string {
    const sign = entry.delta > 0 ? "+" : "−";
    const size = Math.abs(entry.delta);
    if (entry.kind === "gift") {
      const currency = business.cards.find((card) => card.name === entry.cardName)?.currency ?? "SEK";
      return `${sign}${formatMoney(size, currency, language)}`;
    }
    const unit = entry.kind === "points" ? "points" : "stamps";
    return `${sign}${t(`customerAccount.yourData.business.${unit}`, { count: size })}`;
  }
}

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Quiet({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
