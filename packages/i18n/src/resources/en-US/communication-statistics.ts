/** A communication's statistics page: totals, coverage, deliveries over time and the details. */
export const communicationStatistics = {
  page: { title: "Statistics" },
} as const;
