/** Sent and failed share their colours between the totals, the chart and its legend. */
export const SENT_COLOR = { fill: "fill-chart-2", background: "bg-chart-2" } as const;
export const FAILED_COLOR = { fill: "fill-destructive", background: "bg-destructive" } as const;
