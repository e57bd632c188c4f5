import type {
  OverviewFigures,
  StatisticsMonth,
  StatisticsNotifications,
  StatisticsResponse,
} from "@stampwise/contract";

type Reports = NonNullable<StatisticsResponse["reports"]>;
type Analytics = NonNullable<StatisticsResponse["analytics"]>;

/** A number that says something happened: not 0, and not an unknown rate. */
const something = (value: number | null) => value !== null && value !== 0;

/** Whether any figure of a period says something happened. */
export function figuresHaveData(figures: OverviewFigures): boolean {
  return Object.values(figures).some(something);
}

/**
 * The overview has something to show when either period does: a range that fell to nothing after
 * a busy one is worth seeing (−100 %), a range with nothing on either side is "No Data Available".
 */
export function overviewHasData(overview: NonNullable<StatisticsResponse["overview"]>): boolean {
  return figuresHaveData(overview.current) || figuresHaveData(overview.previous);
}

/** Whether a chart of these series has anything to draw: some month with a value that is not 0. */
export function seriesHaveData(
  months: readonly StatisticsMonth[],
  keys: readonly (keyof StatisticsMonth)[],
): boolean {
  return months.some((month) => keys.some((key) => key !== "month" && something(month[key] as number)));
}

/** The server lists every stamp card, idle ones too: the breakdown has data when one was used. */
export function cardsHaveData(cards: Analytics["cards"]): boolean {
  return cards.some(
    (card) =>
      card.stampsGiven !== 0 ||
      card.cardsCompleted !== 0 ||
      card.rewardsIssued !== 0 ||
      card.rewardsRedeemed !== 0 ||
      card.customers !== 0,
  );
}

export function analyticsHasData(analytics: Analytics): boolean {
  const keys = Object.keys(analytics.months[0] ?? {}) as (keyof StatisticsMonth)[];
  return (
    seriesHaveData(analytics.months, keys) ||
    cardsHaveData(analytics.cards) ||
    analytics.retention.some((cohort) => cohort.customers > 0)
  );
}

/** The month-by-month liability has data when a balance was held at some month's end. */
export function liabilityHasData(months: Reports["liabilityByMonth"]): boolean {
  return months.some((month) => month.pointsOutstanding !== 0 || month.giftOutstanding !== 0);
}

/** What needs the admin's attention, in the order the list shows it. */
export type AttentionItem =
  | { kind: "blockedScans"; count: number; lastAt: string | null }
  | { kind: "unusualStaff"; userId: string; name: string; lastWeek: number; usualWeek: number }
  | { kind: "pointsExpiring"; month: string; points: number; customers: number }
  | { kind: "failedCommunication"; id: string; title: string; failed: number }
  | { kind: "dataRequests"; exports: number; erasures: number };

/** The notifications as a list; empty is "All clear". */
export function attentionItems(notifications: StatisticsNotifications): AttentionItem[] {
  const items: AttentionItem[] = [];
  const { blockedScans, pointsExpiring } = notifications;
  if (blockedScans.count > 0) items.push({ kind: "blockedScans", ...blockedScans });
  for (const staff of notifications.unusualStaff) items.push({ kind: "unusualStaff", ...staff });
  if (pointsExpiring.points > 0) items.push({ kind: "pointsExpiring", ...pointsExpiring });
  for (const communication of notifications.failedCommunications) {
    if (communication.failed > 0) items.push({ kind: "failedCommunication", ...communication });
  }
  const { dataRequests } = notifications;
  if (dataRequests.exports + dataRequests.erasures > 0) items.push({ kind: "dataRequests", ...dataRequests });
  return items;
}
