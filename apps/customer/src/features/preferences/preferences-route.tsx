import type { ConsentChannel, MarketingConsent } from "@stampwise/contract";
import { currentLanguage, formatDate, useTranslation } from "@stampwise/i18n";
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Label,
  LoadingRegion,
  Skeleton,
  Switch,
  toast,
} from "@stampwise/ui";
import { useAuthProviders, useDocumentTitle } from "@stampwise/web";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { BellIcon } from "lucide-react";
import { useId, useState } from "react";
import { LoadFailedState } from "../../components/load-failed-state";
import {
  marketingConsentsQueryKey,
  marketingConsentsQueryOptions,
  setMarketingConsent,
} from "./marketing-consents";

/**
 * `/preferences` (account menu): per place where the customer holds a card, news by email and by
 * SMS, on or off, with the date of the choice. Off until the customer turns it on (GDPR); every
 * change is logged by the server with its time and source.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t("customerAccount.preferences.documentTitle"));
  const consents = useQuery(marketingConsentsQueryOptions);

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("customerAccount.preferences.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("customerAccount.preferences.description")}</p>
      </div>
      {consents.data ? (
        consents.data.length === 0 ? (
          <EmptyState
            icon={<BellIcon />}
            title={t("customerAccount.preferences.emptyTitle")}
            description={t("customerAccount.preferences.emptyDescription")}
          />
        ) : (
          <ul className="flex flex-col gap-4">
            {consents.data.map((consent) => (
              <li key={consent.organizationId}>
                <OrganizationConsent consent={consent} />
              </li>
            ))}
          </ul>
        )
      ) : consents.isError ? (
        <LoadFailedState
          title={t("customerAccount.preferences.loadFailed.title")}
          description={t("customerAccount.preferences.loadFailed.description")}
          retryLabel={t("customerAccount.preferences.loadFailed.retry")}
          onRetry={() => void consents.refetch()}
          retrying={consents.isFetching}
        />
      ) : (
        <LoadingRegion label={t("customerAccount.preferences.loading")} className="flex flex-col gap-4">
          <Skeleton className="h-40 w-full rounded-xl" />
        </LoadingRegion>
      )}
    </>
  );
}

function OrganizationConsent({ consent }: { consent: MarketingConsent }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="break-words">{consent.organizationName}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ChannelSwitch consent={consent} channel="email" />
        <ChannelSwitch consent={consent} channel="sms" />
      </CardContent>
    </Card>
  );
}

function ChannelSwitch({ consent, channel }: { consent: MarketingConsent; channel: ConsentChannel }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const { granted, changedAt } = consent[channel];
  // The choice being saved (shown at once), or null. A plain request, not a mutation hook: this
  // screen stays out of the chunks the login's first load shares.
  const [saving, setSaving] = useState<boolean | null>(null);
  const save = async (wanted: boolean) => {
    setSaving(wanted);
    try {
      const consents = await setMarketingConsent({
        organizationId: consent.organizationId,
        channel,
        granted: wanted,
      });
      queryClient.setQueryData(marketingConsentsQueryKey, consents);
    } catch {
      toast({
        variant: "destructive",
        title: t("customerAccount.preferences.saveFailed.title"),
        description: t("customerAccount.preferences.saveFailed.description"),
      });
    } finally {
      setSaving(null);
    }
  };
  // Without an SMS provider no text can be sent: a yes would promise news that cannot come, but a
  // yes given before may still be taken back.
  const smsSending = useAuthProviders()?.sms;
  const unavailable = channel === "sms" && smsSending === "unavailable";
  const date = changedAt ? formatDate(changedAt, currentLanguage(i18n)) : null;
  const since = granted
    ? t("customerAccount.preferences.onSince", { date })
    : date
      ? t("customerAccount.preferences.offSince", { date })
      : t("customerAccount.preferences.neverGiven");

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={id}>{t(`customerAccount.preferences.channel.${channel}`)}</Label>
        <p id={`${id}-since`} className="text-sm text-muted-foreground">
          {since}
          {channel === "sms" ? ` ${t("customerAccount.preferences.smsNeedsPhone")}` : null}
          {unavailable ? ` ${t("customerAccount.preferences.smsUnavailable")}` : null}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-since`}
        checked={saving ?? granted}
        disabled={saving !== null || (unavailable && !granted)}
        onCheckedChange={(checked) => void save(checked)}
        className="mt-0.5"
      />
    </div>
  );
}
