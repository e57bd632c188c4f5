import type { CustomerSummary } from "@stampwise/contract";
import {
  columnVisibilityFeature,
  createColumnHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from "@tanstack/react-table";

/**
 * The table's features, at module scope so the table is not rebuilt on every render. Sorting and
 * pagination are the server's (manual): the table only keeps their state; no client row models.
 */
export const usersTableFeatures = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  rowPaginationFeature,
});
export type UsersTableFeatures = typeof usersTableFeatures;

export const userColumnHelper = createColumnHelper<UsersTableFeatures, CustomerSummary>();
