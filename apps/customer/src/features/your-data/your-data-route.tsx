import { useTranslation } from "@stampwise/i18n";
import { EmptyState, LoadingRegion, Skeleton } from "@stampwise/ui";
import { useDocumentTitle } from "@stampwise/web";
import { useParams } from "@stampwise/web/router";
import { useQuery } from "@tanstack/react-query";
import { StoreIcon } from "lucide-react";
import { LoadFailedState } from "../../components/load-failed-state";
import { AccountDataCard } from "./components/account-data-card";
import { BusinessDataCard } from "./components/business-data-card";
import { DataDownload } from "./components/data-download";
import { DataExportCard } from "./components/data-export-card";
import { DeleteAccountCard } from "./components/delete-account-card";
import { yourDataQueryOptions } from "./your-data-api";

/**
 * `/account/data` ("Your data", from Account) and the download page its mail links to
 * (`/account/data/download/:token`): one chunk, so the router carries one more lazy screen, not two.
 */
export function Component() {
  const { token } = useParams();
  return token ? <DataDownload token={token} /> : <YourData />;
}

/**
 * What Stampwise holds about the person, per business, readable on a phone, and the copy of all
 * of it to download (GDPR access and portability). The newest few history rows and messages show
 * here; the file holds every one.
 */
function YourData() {
  const { t } = useTranslation();
  useDocumentTitle(t("customerAccount.yourData.documentTitle"));
  const data = useQuery(yourDataQueryOptions);

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("customerAccount.yourData.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("customerAccount.yourData.description")}</p>
      </div>
      {data.data ? (
        <>
          <DataExportCard email={data.data.account.email} latest={data.data.latestExport} />
          <AccountDataCard account={data.data.account} />
          {data.data.businesses.length === 0 ? (
            <EmptyState
              icon={<StoreIcon />}
              title={t("customerAccount.yourData.empty.title")}
              description={t("customerAccount.yourData.empty.description")}
            />
          ) : (
            <ul className="flex flex-col gap-4">
              {data.data.businesses.map((business) => (
                <li key={business.organizationId}>
                  <BusinessDataCard business={business} />
                </li>
              ))}
            </ul>
          )}
          <DeleteAccountCard account={data.data.account} />
        </>
      ) : data.isError ? (
        <LoadFailedState
          title={t("customerAccount.yourData.loadFailed.title")}
          description={t("customerAccount.yourData.loadFailed.description")}
          retryLabel={t("customerAccount.yourData.loadFailed.retry")}
          onRetry={() => void data.refetch()}
          retrying={data.isFetching}
        />
      ) : (
        <LoadingRegion label={t("customerAccount.yourData.loading")} className="flex flex-col gap-4">
          <Skeleton className="h-32 w-full rounded-xl" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </LoadingRegion>
      )}
    </>
  );
}
