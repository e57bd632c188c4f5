import type { UsersPage, UsersSortField } from "@stampwise/contract";
import {
  functionalUpdate,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  useTable,
} from "@tanstack/react-table";
import { useEffect, useMemo, useState } from "react";
import { readUserColumnVisibility, writeUserColumnVisibility } from "./column-visibility-storage";
import { userColumns } from "./components/users-columns";
import { usersTableFeatures } from "./components/users-table-features";
import type { UsersPageSize, UsersTableState } from "./users-url-state";

const NO_USERS: UsersPage["users"] = [];

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The users table: sorting and pagination come from the address and go back to it (the server does
 * the work, `manual*`), selection is the ids picked so far, across pages, until the filter changes,
 * and the hidden columns are remembered in this browser.
 */
export function useUsersTable(
  state: UsersTableState,
  page: UsersPage | undefined,
  onChange: (change: Partial<UsersTableState>) => void,
) {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [columnVisibility, setColumnVisibility] = useState(() => readUserColumnVisibility(browserStorage()));

  useEffect(() => writeUserColumnVisibility(browserStorage(), columnVisibility), [columnVisibility]);
  // Rows picked under another filter are out of sight; exporting them by surprise would be worse
  // than picking again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter is the trigger, not an input.
  useEffect(() => setRowSelection({}), [state.q]);

  const sorting = useMemo<SortingState>(
    () => [{ id: state.sort, desc: state.order === "desc" }],
    [state.sort, state.order],
  );
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: state.page - 1, pageSize: state.pageSize }),
    [state.page, state.pageSize],
  );

  return useTable({
    features: usersTableFeatures,
    columns: userColumns,
    data: page?.users ?? NO_USERS,
    getRowId: (user) => user.id,
    rowCount: page?.total ?? 0,
    manualSorting: true,
    manualPagination: true,
    autoResetPageIndex: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting, pagination, rowSelection, columnVisibility },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) onChange({ sort: next.id as UsersSortField, order: next.desc ? "desc" : "asc" });
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== pagination.pageSize) onChange({ pageSize: next.pageSize as UsersPageSize });
      else onChange({ page: next.pageIndex + 1 });
    },
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: (updater) =>
      setColumnVisibility((previous) => functionalUpdate(updater, previous)),
  });
}
