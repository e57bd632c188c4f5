import { z } from "zod";
import { withinCalendarBounds } from "./calendar-bounds";
import { STATISTICS_MAX_MONTHS, STATISTICS_VALIDATION_MESSAGES } from "./statistics-validation-messages";

/**
 * Insights (`POST /statistics`): what the ledger, the rewards, the gift cards
 * and the deliveries say about a range of days. Days and months are the organization's local
 * calendar days and months (its time zone); money is in minor units (öre), like the ledger.
 */
export const STATISTICS_SECTIONS = ["overview", "analytics", "reports", "notifications"] as const;
export type StatisticsSection = (typeof STATISTICS_SECTIONS)[number];

/** What a staff member gives in a week before it is a notification: this many times their usual. */
export const STAFF_UNUSUAL_FACTOR = 3;
/** …and at least this many postings in the week, so a quiet till's first busy day is not flagged. */
export const STAFF_UNUSUAL_MIN_POSTINGS = 20;
/** The weeks before the last one that make a staff member's "usual". */
export const STAFF_USUAL_WEEKS = 8;
/** Notifications look back this many days (blocked scans, failed deliveries). */
export const NOTIFICATIONS_LOOKBACK_DAYS = 30;

const M = STATISTICS_VALIDATION_MESSAGES;

/**
 * A day of the range, in the years a request may name: the range's bounds are shifted to the
 * organization's time zone and the period before it is read too, which fails near the edges of
 * what the database holds (the year 9999 answered a database error before this bound).
 */
const calendarDate = z.iso
  .date({ error: M.statisticsDateInvalid })
  .refine(withinCalendarBounds, { error: M.statisticsDateOutOfRange });

/** The first day a range of `to` may start on: STATISTICS_MAX_MONTHS months before the day after it. */
export function earliestStatisticsStart(to: string): string {
  const [year, month, day] = to.split("-").map(Number) as [number, number, number];
  const dayAfter = new Date(Date.UTC(year, month - 1, day + 1));
  dayAfter.setUTCMonth(dayAfter.getUTCMonth() - STATISTICS_MAX_MONTHS);
  return dayAfter.toISOString().slice(0, 10);
}

export const StatisticsRequestSchema = z
  .strictObject({
    /** First day of the range, inclusive (the organization's calendar). */
    from: calendarDate,
    /** Last day of the range, inclusive. */
    to: calendarDate,
    sections: z
      .array(z.enum(STATISTICS_SECTIONS))
      .min(1, { error: M.statisticsSectionsRequired })
      .max(STATISTICS_SECTIONS.length)
      .default([...STATISTICS_SECTIONS]),
  })
  .superRefine((body, context) => {
    if (body.to < body.from) {
      context.addIssue({ code: "custom", path: ["to"], message: M.statisticsRangeReversed });
    } else if (body.from < earliestStatisticsStart(body.to)) {
      context.addIssue({ code: "custom", path: ["from"], message: M.statisticsRangeTooLong });
    }
  });
export type StatisticsRequest = z.input<typeof StatisticsRequestSchema>;

/** The headline figures of one period. Rates are shares 0–1, null when there is nothing to divide. */
export const OverviewFiguresSchema = z.object({
  /** Customers with at least one visit (a posting at the counter or by staff). */
  activeCustomers: z.number().int(),
  /** Customers who became customers (their first card here) in the period. */
  newCustomers: z.number().int(),
  /** Days with at least one posting, counted per customer. */
  visits: z.number().int(),
  stampsGiven: z.number().int(),
  rewardsIssued: z.number().int(),
  rewardsRedeemed: z.number().int(),
  /** Stamp-card rewards redeemed of those issued in the period. */
  redemptionRate: z.number().nullable(),
  pointsEarned: z.number().int(),
  pointsSpent: z.number().int(),
  pointsExpired: z.number().int(),
  giftLoaded: z.number().int(),
  giftSpent: z.number().int(),
  /** Active customers who visited on two days or more. */
  repeatVisitRate: z.number().nullable(),
  /** Cards added to a phone's wallet as a pass (a device registered it), and passes removed. */
  walletPassesAdded: z.number().int(),
  walletPassesRemoved: z.number().int(),
});
export type OverviewFigures = z.infer<typeof OverviewFiguresSchema>;

/** One local calendar month ("2026-03") of the analytics charts. */
export const StatisticsMonthSchema = z.object({
  month: z.string(),
  pointsEarned: z.number().int(),
  pointsSpent: z.number().int(),
  pointsExpired: z.number().int(),
  stampsGiven: z.number().int(),
  /** Stamp cards filled (their final reward issued). */
  cardsCompleted: z.number().int(),
  rewardsIssued: z.number().int(),
  rewardsRedeemed: z.number().int(),
  giftLoaded: z.number().int(),
  giftSpent: z.number().int(),
  /** What the organization's gift cards hold at the month's end. */
  giftOutstanding: z.number().int(),
  /** Unspent, unexpired points at the month's end. */
  pointsOutstanding: z.number().int(),
  activeCustomers: z.number().int(),
});
export type StatisticsMonth = z.infer<typeof StatisticsMonthSchema>;

export const CardBreakdownSchema = z.object({
  cardId: z.uuid(),
  name: z.string(),
  stampsGiven: z.number().int(),
  cardsCompleted: z.number().int(),
  rewardsIssued: z.number().int(),
  rewardsRedeemed: z.number().int(),
  /** Customers who got a stamp on it in the range. */
  customers: z.number().int(),
});
export type CardBreakdown = z.infer<typeof CardBreakdownSchema>;

/** Customers whose first posting fell in `month`, and the share of them who came back after. */
export const RetentionCohortSchema = z.object({
  month: z.string(),
  customers: z.number().int(),
  /** returned[k]: the share who visited in the k+1-th month after joining (within the range). */
  returned: z.array(z.number()),
});
export type RetentionCohort = z.infer<typeof RetentionCohortSchema>;

export const StaffActivitySchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  stampsGiven: z.number().int(),
  pointsGiven: z.number().int(),
  postings: z.number().int(),
});
export type StaffActivity = z.infer<typeof StaffActivitySchema>;

export const LiabilitySchema = z.object({
  pointsOutstanding: z.number().int(),
  /**
   * The outstanding points in öre at what the loyalty program says a point is worth; null when it
   * does not say (points need not have a price: "100 points buy a coffee" is not a currency).
   */
  pointsValue: z.number().int().nullable(),
  giftOutstanding: z.number().int(),
});

export const StatisticsNotificationsSchema = z.object({
  /** Scans refused by the scan caps in the last NOTIFICATIONS_LOOKBACK_DAYS days. */
  blockedScans: z.object({ count: z.number().int(), lastAt: z.iso.datetime({ offset: true }).nullable() }),
  /** Staff who gave STAFF_UNUSUAL_FACTOR times their usual (they have one) in the last seven days. */
  unusualStaff: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      lastWeek: z.number().int(),
      usualWeek: z.number(),
    }),
  ),
  /** Points that expire in the next local calendar month, and how many customers hold them. */
  pointsExpiring: z.object({ month: z.string(), points: z.number().int(), customers: z.number().int() }),
  /** Communications with failed deliveries in the last NOTIFICATIONS_LOOKBACK_DAYS days. */
  failedCommunications: z.array(z.object({ id: z.uuid(), title: z.string(), failed: z.number().int() })),
  /**
   * Customers' data requests in progress: copies being prepared that were started here, and
   * account deletions of customers here waiting out their grace period.
   */
  dataRequests: z.object({ exports: z.number().int(), erasures: z.number().int() }),
});
export type StatisticsNotifications = z.infer<typeof StatisticsNotificationsSchema>;

export const StatisticsResponseSchema = z.object({
  range: z.object({
    from: z.string(),
    to: z.string(),
    /** The period of the same length just before, which the overview compares with. */
    previousFrom: z.string(),
    previousTo: z.string(),
    timeZone: z.string(),
  }),
  overview: z.object({ current: OverviewFiguresSchema, previous: OverviewFiguresSchema }).optional(),
  analytics: z
    .object({
      months: z.array(StatisticsMonthSchema),
      cards: z.array(CardBreakdownSchema),
      retention: z.array(RetentionCohortSchema),
    })
    .optional(),
  reports: z
    .object({
      /** Today's liability and each month's end in the range. */
      liability: LiabilitySchema,
      liabilityByMonth: z.array(LiabilitySchema.extend({ month: z.string() })),
      staff: z.array(StaffActivitySchema),
    })
    .optional(),
  notifications: StatisticsNotificationsSchema.optional(),
});
export type StatisticsResponse = z.infer<typeof StatisticsResponseSchema>;
