import type { ApiKey } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  LoadingRegion,
  Skeleton,
} from "@stampwise/ui";
import { ConfirmActionDialog } from "@stampwise/web";
import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { useOrganizationTime } from "../../../../shared/time/organization-time";
import { SectionLoadFailed } from "../../components/section-load-failed";
import { useApiKeys, useRevokeApiKey } from "../api/api-keys";
import { CreateApiKeyDialog } from "./create-api-key-dialog";

/**
 * The organization's API keys: what each may do, who made it, when it was last used. Owners make
 * and revoke keys; admins see the list read-only. Stacked rows rather than a table, so a phone
 * shows every fact without scrolling sideways.
 */
export function ApiKeysSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const query = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey>();

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2>{t("settings.integrations.apiKeys.title")}</h2>
          </CardTitle>
          <CardDescription>{t("settings.integrations.apiKeys.description")}</CardDescription>
        </div>
        {!readOnly && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            {t("settings.integrations.apiKeys.new")}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <SectionLoadFailed
            message={t("settings.integrations.apiKeys.loadFailed")}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : !query.data ? (
          <LoadingRegion label={t("common.loading")} className="flex flex-col gap-3">
            {[0, 1].map((row) => (
              <Skeleton key={row} className="h-14 w-full" />
            ))}
          </LoadingRegion>
        ) : query.data.length === 0 ? (
          <EmptyState
            icon={<KeyRound />}
            titleLevel={3}
            title={t("settings.integrations.apiKeys.emptyTitle")}
            description={t("settings.integrations.apiKeys.emptyDescription")}
          />
        ) : (
          <ul aria-label={t("settings.integrations.apiKeys.title")} className="divide-y rounded-lg border">
            {query.data.map((key) => (
              <ApiKeyRow key={key.id} apiKey={key} onRevoke={readOnly ? undefined : () => setRevoking(key)} />
            ))}
          </ul>
        )}
      </CardContent>
      {creating && <CreateApiKeyDialog onClose={() => setCreating(false)} />}
      {revoking && <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(undefined)} />}
    </Card>
  );
}

function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke?: () => void }) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  const texts = "settings.integrations.apiKeys";
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{apiKey.name}</span>
          <Badge variant="secondary">{t(`${texts}.scopes.${apiKey.scope}`)}</Badge>
          {apiKey.status !== "active" && (
            <Badge variant={apiKey.status === "revoked" ? "outline" : "destructive"}>
              {t(`${texts}.statuses.${apiKey.status}`)}
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          <span className="font-mono" aria-hidden>
            swk_…{apiKey.lastCharacters}
          </span>
          <span className="sr-only">{t(`${texts}.endsWith`, { characters: apiKey.lastCharacters })}</span>
          {" · "}
          {apiKey.createdBy
            ? t(`${texts}.createdBy`, { name: apiKey.createdBy, date: time.date(apiKey.createdAt) })
            : t(`${texts}.createdOn`, { date: time.date(apiKey.createdAt) })}
          {" · "}
          {apiKey.revokedAt
            ? t(`${texts}.revokedOn`, { date: time.dateTime(apiKey.revokedAt) })
            : apiKey.lastUsedAt
              ? t(`${texts}.lastUsed`, { date: time.dateTime(apiKey.lastUsedAt) })
              : t(`${texts}.neverUsed`)}
        </p>
        {apiKey.status === "makerNotOwner" && (
          <p className="text-sm text-muted-foreground">{t(`${texts}.makerNotOwnerHint`)}</p>
        )}
      </div>
      {onRevoke && apiKey.status !== "revoked" && (
        <Button variant="outline" size="sm" onClick={onRevoke}>
          {t(`${texts}.revoke.button`)}
          <span className="sr-only"> {apiKey.name}</span>
        </Button>
      )}
    </li>
  );
}

function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();
  const values = { name: apiKey.name };
  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t("settings.integrations.apiKeys.revoke.title", values)}
      description={t("settings.integrations.apiKeys.revoke.description", values)}
      confirmLabel={t("settings.integrations.apiKeys.revoke.confirm")}
      pendingLabel={t("settings.integrations.apiKeys.revoke.revoking")}
      destructive
      pending={revoke.isPending}
      action={() => revoke.mutateAsync(apiKey.id)}
      done={{
        title: t("settings.integrations.apiKeys.revoke.done.title"),
        description: t("settings.integrations.apiKeys.revoke.done.description", values),
      }}
      failed={{
        title: t("settings.integrations.apiKeys.revoke.failed.title"),
        description: t("settings.integrations.apiKeys.revoke.failed.description"),
      }}
    />
  );
}
