import type { Communication } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, LoadFailedCard } from "@stampwise/ui";
import { isNotFoundError, isRecordId } from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { ArrowLeft } from "lucide-react";
import { useBreadcrumbLabel, usePageTitle } from "../../../../shared/page-title";
import { paths } from "../../../../shared/paths";
import { useCommunication } from "../../api/communications";
import { useCommunicationStatistics } from "../api/get-communication-statistics";
import { isSending } from "../sending-state";
import { DeliveryDetails } from "./delivery-details";
import { ResendFailedButton } from "./resend-failed-button";
import { StatisticsHeader } from "./statistics-header";
import { StatisticsOverview } from "./statistics-overview";
import { CommunicationNotFound, StatisticsSkeleton } from "./statistics-states";

/**
 * /admin/communication/statistics/{id}: the communication,
 * its totals and coverage, deliveries over time and per channel, and every delivery in detail.
 */
export function CommunicationStatisticsPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const communication = useCommunication(id);
  const notFound = !isRecordId(id) || (communication.isError && isNotFoundError(communication.error));
  useBreadcrumbLabel(id, communication.data?.title);
  usePageTitle(
    notFound
      ? t("communicationStatistics.notFound.title")
      : communication.isError
        ? t("communicationStatistics.loadFailed.communication.title")
        : communication.data?.title,
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      {communication.data ? (
        <StatisticsContent communication={communication.data} />
      ) : notFound ? (
        <CommunicationNotFound />
      ) : communication.isError ? (
        <LoadFailedCard
          title={t("communicationStatistics.loadFailed.communication.title")}
          description={t("communicationStatistics.loadFailed.communication.description")}
          retryLabel={t("communicationStatistics.loadFailed.retry")}
          retrying={communication.isFetching}
          onRetry={() => void communication.refetch()}
          headingLevel={1}
        />
      ) : (
        <StatisticsSkeleton />
      )}
    </div>
  );
}

function StatisticsContent({ communication }: { communication: Communication }) {
  const { t } = useTranslation();
  const statistics = useCommunicationStatistics(communication);
  // The details follow along while the figures do.
  const live = isSending(communication, statistics.data, Date.now());

  if (statistics.isError && isNotFoundError(statistics.error)) return <CommunicationNotFound />;
  return (
    <>
      <BackToEditor id={communication.id} />
      <StatisticsHeader
        communication={communication}
        actions={
          <ResendFailedButton communicationId={communication.id} failed={statistics.data?.failed ?? 0} />
        }
      />
      {statistics.data ? (
        <StatisticsOverview statistics={statistics.data} />
      ) : statistics.isError ? (
        <LoadFailedCard
          title={t("communicationStatistics.loadFailed.statistics.title")}
          description={t("communicationStatistics.loadFailed.statistics.description")}
          retryLabel={t("communicationStatistics.loadFailed.retry")}
          retrying={statistics.isFetching}
          onRetry={() => void statistics.refetch()}
        />
      ) : (
        <StatisticsSkeleton withoutHeader />
      )}
      <DeliveryDetails communication={communication} live={live} />
    </>
  );
}

/** The breadcrumbs hide below md; this keeps a way to the editor on phones too. */
function BackToEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 self-start">
      <Link to={paths.admin.communication(id)}>
        <ArrowLeft aria-hidden />
        {t("communicationStatistics.page.backToEditor")}
      </Link>
    </Button>
  );
}
