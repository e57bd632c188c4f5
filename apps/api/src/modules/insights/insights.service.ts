import type {
  CardBreakdown,
  OverviewFigures,
  RetentionCohort,
  StatisticsMonth,
  StatisticsResponse,
  StatisticsSection,
} from "@stampwise/contract";
import type { Db } from "../../db/client";
import { oneAtATime } from "../../db/statement-timeout";
import { notFound } from "../../lib/app-error";
import type { HeavyRequests } from "../heavy-requests/heavy-requests";
import { monthsOf, previousRange } from "./insights.calendar";
import { addFigures, exactFigure } from "./insights.figures";
import type {
  BalanceMonthRow,
  LedgerMonthRow,
  LocalRange,
  RewardMonthRow,
  VisitorMonthRow,
  VisitorTotalsRow,
} from "./insights.repository";
import * as statistics from "./insights.repository";

/** What an organization's insights need to know of it. */
export interface StatisticsOrganization {
  id: string;
  timeZone: string;
  /**
   * What the loyalty program says one point is worth, in kronor as the database holds it
   * ("0.3500"); null without a program or when it does not say.
   */
  pointValueKronor: string | number | null;
}

/**
 * Points in öre at `pointValueKronor` kronor each, rounded to the öre; null without a value. In
 * whole numbers throughout (the value has at most four decimals): a large balance times a
 * fraction never picks up float error.
 */
export function pointsInOre(points: number, pointValueKronor: string | number | null): number | null {
  if (pointValueKronor === null) return null;
  const [whole = "0", fraction = ""] = String(pointValueKronor).split(".");
  const tenThousandths = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, "0").slice(0, 4));
  // 1 kr = 100 öre = 10,000 ten-thousandths: öre = points × value / 100, rounded half up.
  return exactFigure((BigInt(points) * tenThousandths + 50n) / 100n);
}

/** "First Last", or the email for an account without a name. */
const nameOf = (row: { first_name: string; last_name: string; email: string }) =>
  `${row.first_name} ${row.last_name}`.trim() || row.email;

/**
 * The sections' aggregates on `db`, each query run once per request: the overview, the analytics
 * and the reports read some of the same aggregates (the ledger's months, the balances).
 */
function onceEach(db: Db) {
  const answers = new Map<string, Promise<unknown>>();
  const once =
    <Args extends unknown[], Answer>(name: string, query: (db: Db, ...args: Args) => Promise<Answer>) =>
    (...args: Args): Promise<Answer> => {
      const key = `${name}:${JSON.stringify(args)}`;
      if (!answers.has(key)) answers.set(key, query(db, ...args));
      return answers.get(key) as Promise<Answer>;
    };
  return {
    ledgerMonths: once("ledgerMonths", statistics.ledgerMonths),
    rewardMonths: once("rewardMonths", statistics.rewardMonths),
    visitorMonths: once("visitorMonths", statistics.visitorMonths),
    balanceMonths: once("balanceMonths", statistics.balanceMonths),
    stampCardFigures: once("stampCardFigures", statistics.stampCardFigures),
    staffFigures: once("staffFigures", statistics.staffFigures),
    blockedScans: once("blockedScans", statistics.blockedScans),
    unusualStaff: once("unusualStaff", statistics.unusualStaff),
    pointsExpiring: once("pointsExpiring", statistics.pointsExpiring),
    failedCommunications: once("failedCommunications", statistics.failedCommunications),
  };
}

type Aggregates = ReturnType<typeof onceEach>;

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
/** A sum of figures, exact or refused (`addFigures`). */
const sum = <Row>(rows: Row[], pick: (row: Row) => number) =>
  rows.reduce((total, row) => addFigures(total, pick(row)), 0);

/** Insights (`POST /statistics`): an organization's figures for a range of its days. */
/** Copies of data and account deletions in progress for the business (the data-rights module's). */
export type DataRequestsInProgress = (
  organizationId: string,
) => Promise<{ exports: number; erasures: number }>;

/** Wallet passes added and removed in a range of the organization's days (the wallet module's). */
export type WalletPassCounts = (
  db: Db,
  organization: { id: string; timeZone: string },
  range: LocalRange,
) => Promise<{ added: number; removed: number }>;

export function createInsightsService(deps: {
  db: Db;
  heavyRequests: HeavyRequests;
  dataRequestsInProgress: DataRequestsInProgress;
  walletPassCounts: WalletPassCounts;
}) {
  return {
    /** The sections asked for, for the organization's calendar days `from`–`to`. */
    async statistics(
      organizationId: string,
      request: LocalRange & { sections: StatisticsSection[] },
    ): Promise<StatisticsResponse> {
      const organization = await statistics.findStatisticsOrganization(deps.db, organizationId);
      if (!organization) throw notFound("Organization");
      // A heavy request (decision 031): one of the organization's slots, and its statements on one
      // connection under the heavy bound, so a flood of them takes neither the pool nor the cores.
      return deps.heavyRequests.run(organization.id, (slot) =>
        slot.bounded((tx) => statisticsOn(oneAtATime(tx), organization, request, deps)),
      );
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;

/** The sections asked for, every statement on `db`. */
async function statisticsOn(
  db: Db,
  organization: StatisticsOrganization,
  request: LocalRange & { sections: StatisticsSection[] },
  neighbours: { dataRequestsInProgress: DataRequestsInProgress; walletPassCounts: WalletPassCounts },
): Promise<StatisticsResponse> {
  const sections = sectionsOf(onceEach(db), neighbours.dataRequestsInProgress, (organization, range) =>
    neighbours.walletPassCounts(db, organization, range),
  );
  const range = { from: request.from, to: request.to };
  const previous = previousRange(range);
  const wants = (section: StatisticsSection) => request.sections.includes(section);
  // The overview's visitors of both periods are counted in one pass over the customers.
  const visitors = wants("overview")
    ? statistics.visitorTotals(db, organization.id, organization.timeZone, [range, previous])
    : undefined;
  const [current, before, analytics, reports, notifications] = await Promise.all([
    visitors &&
      sections.overviewOf(
        organization,
        range,
        visitors.then(([totals]) => totals),
      ),
    visitors &&
      sections.overviewOf(
        organization,
        previous,
        visitors.then(([, totals]) => totals),
      ),
    wants("analytics") ? sections.analyticsOf(organization, range) : undefined,
    wants("reports") ? sections.reportsOf(organization, range) : undefined,
    wants("notifications") ? sections.notificationsOf(organization) : undefined,
  ]);
  return {
    range: {
      ...range,
      previousFrom: previous.from,
      previousTo: previous.to,
      timeZone: organization.timeZone,
    },
    ...(current && before ? { overview: { current, previous: before } } : {}),
    ...(analytics ? { analytics } : {}),
    ...(reports ? { reports } : {}),
    ...(notifications ? { notifications } : {}),
  };
}

/** Each section's figures, assembled from the repository's aggregates. */
function sectionsOf(
  aggregates: Aggregates,
  dataRequestsInProgress: DataRequestsInProgress,
  walletPasses: (
    organization: StatisticsOrganization,
    range: LocalRange,
  ) => Promise<{ added: number; removed: number }>,
) {
  async function overviewOf(
    organization: StatisticsOrganization,
    range: LocalRange,
    visitorTotals: Promise<VisitorTotalsRow | undefined>,
  ): Promise<OverviewFigures> {
    const [ledger, counted, rewards, passes] = await Promise.all([
      aggregates.ledgerMonths(organization.id, range),
      visitorTotals,
      aggregates.rewardMonths(organization.id, range),
      walletPasses(organization, range),
    ]);
    const visitors = counted ?? { active_customers: 0, visits: 0, repeat_customers: 0, new_customers: 0 };
    const issued = sum(rewards, (row) => row.issued);
    const redeemed = sum(rewards, (row) => row.redeemed);
    return {
      activeCustomers: visitors.active_customers,
      newCustomers: visitors.new_customers,
      visits: visitors.visits,
      stampsGiven: sum(ledger, (row) => row.stamps_given),
      rewardsIssued: issued,
      rewardsRedeemed: redeemed,
      redemptionRate: share(redeemed, issued),
      pointsEarned: sum(ledger, (row) => row.points_earned),
      pointsSpent: sum(ledger, (row) => row.points_spent),
      pointsExpired: sum(ledger, (row) => row.points_expired),
      giftLoaded: sum(ledger, (row) => row.gift_loaded),
      giftSpent: sum(ledger, (row) => row.gift_spent),
      repeatVisitRate: share(visitors.repeat_customers, visitors.active_customers),
      walletPassesAdded: passes.added,
      walletPassesRemoved: passes.removed,
    };
  }

  async function analyticsOf(organization: StatisticsOrganization, range: LocalRange) {
    const { id } = organization;
    const [ledger, visitors, rewards, balances, cards] = await Promise.all([
      aggregates.ledgerMonths(id, range),
      aggregates.visitorMonths(id, range),
      aggregates.rewardMonths(id, range),
      aggregates.balanceMonths(id, range),
      aggregates.stampCardFigures(id, range),
    ]);
    const months = monthsOf(range);
    return {
      months: monthlySeries(months, { ledger, visitors, rewards, balances }),
      cards: cards.map(
        (row): CardBreakdown => ({
          cardId: row.card_id,
          name: row.name,
          stampsGiven: row.stamps_given,
          cardsCompleted: row.completed,
          rewardsIssued: row.issued,
          rewardsRedeemed: row.redeemed,
          customers: row.customers,
        }),
      ),
      retention: retentionCohorts(months, visitors),
    };
  }

  async function reportsOf(organization: StatisticsOrganization, range: LocalRange) {
    const { id } = organization;
    const [balances, staff] = await Promise.all([
      aggregates.balanceMonths(id, range),
      aggregates.staffFigures(id, range),
    ]);
    const liabilityOf = (points: number, gift: number) => ({
      pointsOutstanding: points,
      pointsValue: pointsInOre(points, organization.pointValueKronor),
      giftOutstanding: gift,
    });
    const today = {
      points: sum(balances, (row) => row.points),
      gift: sum(balances, (row) => row.gift),
    };
    return {
      liability: liabilityOf(today.points, today.gift),
      liabilityByMonth: runningBalances(monthsOf(range), balances).map((month) => ({
        month: month.month,
        ...liabilityOf(month.points, month.gift),
      })),
      staff: staff.map((row) => ({
        userId: row.user_id,
        name: nameOf(row),
        email: row.email,
        stampsGiven: row.stamps_given,
        pointsGiven: row.points_given,
        postings: row.postings,
      })),
    };
  }

  async function notificationsOf(organization: StatisticsOrganization) {
    const [blockedScans, unusualStaff, pointsExpiring, failedCommunications, dataRequests] =
      await Promise.all([
        aggregates.blockedScans(organization.id),
        aggregates.unusualStaff(organization.id, organization.timeZone),
        aggregates.pointsExpiring(organization.id, organization.timeZone),
        aggregates.failedCommunications(organization.id),
        dataRequestsInProgress(organization.id),
      ]);
    return {
      blockedScans,
      unusualStaff: unusualStaff.map((row) => ({
        userId: row.user_id,
        name: nameOf(row),
        lastWeek: row.last_week,
        usualWeek: Math.round(row.usual_week * 10) / 10,
      })),
      pointsExpiring,
      failedCommunications,
      dataRequests,
    };
  }

  return { overviewOf, analyticsOf, reportsOf, notificationsOf };
}

/** What the points and gift balances held at each month's end: the months before, then month by month. */
function runningBalances(months: string[], balances: BalanceMonthRow[]) {
  const moved = new Map<string | null, BalanceMonthRow>(balances.map((row) => [row.month, row]));
  let points = moved.get(null)?.points ?? 0;
  let gift = moved.get(null)?.gift ?? 0;
  return months.map((month) => {
    points = addFigures(points, moved.get(month)?.points ?? 0);
    gift = addFigures(gift, moved.get(month)?.gift ?? 0);
    return { month, points, gift };
  });
}

function monthlySeries(
  months: string[],
  figures: {
    ledger: LedgerMonthRow[];
    visitors: VisitorMonthRow[];
    rewards: RewardMonthRow[];
    balances: BalanceMonthRow[];
  },
): StatisticsMonth[] {
  const { ledger, visitors, rewards, balances } = figures;
  const ledgerBy = new Map(ledger.map((row) => [row.month, row]));
  // A month's active customers: its visitors of every cohort.
  const active = Array(months.length).fill(0);
  for (const row of visitors) if (row.month_index !== null) active[row.month_index - 1] += row.customers;
  const rewardsBy = new Map(rewards.map((row) => [row.month, row]));
  const outstanding = new Map(runningBalances(months, balances).map((row) => [row.month, row]));
  return months.map((month, index) => {
    const moved = ledgerBy.get(month);
    const rewarded = rewardsBy.get(month);
    const balance = outstanding.get(month);
    return {
      month,
      pointsEarned: moved?.points_earned ?? 0,
      pointsSpent: moved?.points_spent ?? 0,
      pointsExpired: moved?.points_expired ?? 0,
      stampsGiven: moved?.stamps_given ?? 0,
      cardsCompleted: rewarded?.completed ?? 0,
      rewardsIssued: rewarded?.issued ?? 0,
      rewardsRedeemed: rewarded?.redeemed ?? 0,
      giftLoaded: moved?.gift_loaded ?? 0,
      giftSpent: moved?.gift_spent ?? 0,
      giftOutstanding: balance?.gift ?? 0,
      pointsOutstanding: balance?.points ?? 0,
      activeCustomers: active[index] ?? 0,
    };
  });
}

/**
 * Each cohort (customers by the month of their first posting in the range) and the share of it
 * that visited in each later month of the range (0 where nobody came back).
 */
function retentionCohorts(months: string[], rows: VisitorMonthRow[]): RetentionCohort[] {
  const cohorts = new Map<number, RetentionCohort>();
  for (const row of rows) {
    const month = months[row.cohort - 1];
    if (row.month_index !== null || month === undefined) continue;
    cohorts.set(row.cohort, {
      month,
      customers: row.customers,
      returned: Array(months.length - row.cohort).fill(0),
    });
  }
  for (const row of rows) {
    const cohort = cohorts.get(row.cohort);
    if (!cohort || row.month_index === null || row.month_index <= row.cohort) continue;
    cohort.returned[row.month_index - row.cohort - 1] = row.customers / cohort.customers;
  }
  return [...cohorts.entries()].sort(([a], [b]) => a - b).map(([, cohort]) => cohort);
}
