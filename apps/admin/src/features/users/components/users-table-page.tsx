import { useTranslation } from "@stampwise/i18n";
import { useSearchParams } from "@stampwise/web/router";
import { useEffect } from "react";
import { useUsersPage } from "../api/get-users-page";
import { useUsersTable } from "../use-users-table";
import {
  changeUsersTableState,
  readUsersTableState,
  type UsersTableState,
  writeUsersTableState,
} from "../users-url-state";
import { UsersDataTable } from "./users-data-table";
import { UsersPagination } from "./users-pagination";
import { NoCustomersYet, NoMatchingCustomers, UsersLoadFailed } from "./users-table-states";
import { UsersToolbar } from "./users-toolbar";

/** Users table: the organization's customers, filtered, sorted and paged by the server. */
export function UsersTablePage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readUsersTableState(searchParams);
  const query = useUsersPage(state);
  const page = query.data;

  const change = (next: Partial<UsersTableState>) => {
    const params = writeUsersTableState(changeUsersTableState(state, next));
    // Typing in the filter replaces the entry (Back should not replay every keystroke); paging and
    // sorting add one, so Back returns to the previous page of the table.
    setSearchParams(params, { replace: next.q !== undefined });
  };
  const table = useUsersTable(state, page, change);

  // An address past the last page (rows removed, a stale bookmark) goes to the last page there is.
  const lastPage = page ? Math.max(1, Math.ceil(page.total / state.pageSize)) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the page bounds decide this.
  useEffect(() => {
    if (lastPage !== undefined && !query.isPlaceholderData && state.page > lastPage) {
      setSearchParams(writeUsersTableState({ ...state, page: lastPage }), { replace: true });
    }
  }, [lastPage, state.page, query.isPlaceholderData]);

  const loading = !page && !query.isError;
  const empty = page !== undefined && page.total === 0;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("users.table.title")}</h1>
        <p className="text-muted-foreground">{t("users.table.description")}</p>
      </div>
      <UsersToolbar
        table={table}
        q={state.q}
        onFilterChange={(q) => change({ q })}
        hasRows={Boolean(page && page.total > 0)}
      />
      {query.isError && !page ? (
        <UsersLoadFailed onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : empty && !state.q ? (
        <NoCustomersYet />
      ) : empty ? (
        <NoMatchingCustomers query={state.q} onClear={() => change({ q: "" })} />
      ) : (
        <>
          <UsersDataTable table={table} loading={loading} refreshing={query.isPlaceholderData} />
          {page && <UsersPagination table={table} />}
        </>
      )}
    </div>
  );
}
