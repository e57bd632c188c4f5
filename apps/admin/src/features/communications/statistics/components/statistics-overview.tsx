import type { CommunicationStatistics } from "@stampwise/contract";
import { ChannelBreakdown } from "./channel-breakdown";
import { DeliveriesChart } from "./deliveries-chart";
import { ReachByChannel } from "./reach-by-channel";
import { SendingProgress } from "./sending-progress";
import { StatisticsTotals } from "./statistics-totals";

/**
 * The figures: progress while deliveries wait, totals and coverage, whom each channel could reach,
 * then over time and per channel.
 */
export function StatisticsOverview({ statistics }: { statistics: CommunicationStatistics }) {
  return (
    <>
      {/* Followed live with nothing pending (a continuous one waiting for matches): no bar. */}
      {statistics.pending > 0 && <SendingProgress statistics={statistics} />}
      <StatisticsTotals statistics={statistics} />
      <ReachByChannel reach={statistics.reach} />
      {/* Before anything is queued there is nothing to draw: the details say why. */}
      {statistics.total > 0 && (
        <div className="grid min-w-0 gap-4 lg:grid-cols-2">
          <DeliveriesChart timeline={statistics.timeline} />
          <ChannelBreakdown byMedium={statistics.byMedium} />
        </div>
      )}
    </>
  );
}
