import type { CommunicationListItem, CommunicationMedium, CommunicationStatus } from "@stampwise/contract";

export const COMMUNICATION_SORT_COLUMNS = ["title", "status", "scheduledFor", "createdAt"] as const;
export type CommunicationSortColumn = (typeof COMMUNICATION_SORT_COLUMNS)[number];

export interface CommunicationsView {
  status: CommunicationStatus | null;
  medium: CommunicationMedium | null;
  sort: CommunicationSortColumn;
  descending: boolean;
  /** 1-based. */
  page: number;
}

export const COMMUNICATIONS_PAGE_SIZE = 10;
export const DEFAULT_VIEW: CommunicationsView = {
  status: null,
  medium: null,
  sort: "createdAt",
  descending: true,
  page: 1,
};

const STATUS_ORDER: Record<CommunicationStatus, number> = {
  active: 0,
  scheduled: 1,
  inactive: 2,
  failed: 3,
  draft: 4,
};

function compare(
  a: CommunicationListItem,
  b: CommunicationListItem,
  column: CommunicationSortColumn,
): number {
  switch (column) {
    case "title":
      return a.title.localeCompare(b.title, undefined, { sensitivity: "base" });
    case "status":
      return STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
    case "scheduledFor":
      // Unscheduled ones go last whichever way the column is sorted.
      return (a.scheduledFor ?? "").localeCompare(b.scheduledFor ?? "");
    case "createdAt":
      return a.createdAt.localeCompare(b.createdAt);
  }
}

/**
 * The list as the table shows it: filtered by status and channel, sorted (ties newest first),
 * and one page of it. An organization has tens of communications, not thousands: the whole list
 * comes in one answer and is shaped here.
 */
export function viewCommunications(items: readonly CommunicationListItem[], view: CommunicationsView) {
  const matching = items.filter(
    (item) =>
      (!view.status || item.status === view.status) && (!view.medium || item.media.includes(view.medium)),
  );
  const direction = view.descending ? -1 : 1;
  const sorted = [...matching].sort((a, b) => {
    if (view.sort === "scheduledFor" && Boolean(a.scheduledFor) !== Boolean(b.scheduledFor)) {
      return a.scheduledFor ? -1 : 1;
    }
    return direction * compare(a, b, view.sort) || b.createdAt.localeCompare(a.createdAt);
  });
  const pages = Math.max(1, Math.ceil(sorted.length / COMMUNICATIONS_PAGE_SIZE));
  const page = Math.min(Math.max(1, view.page), pages);
  const start = (page - 1) * COMMUNICATIONS_PAGE_SIZE;
  return { rows: sorted.slice(start, start + COMMUNICATIONS_PAGE_SIZE), total: sorted.length, page, pages };
}
