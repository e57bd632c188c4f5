import type { PersonSummary, UserSearchResult } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Badge, Button, cn, Spinner } from "@stampwise/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { customerName } from "../search-input";
import { InvitableAccountNotice } from "./invitable-account";

type SearchResultsProps = {
  listId: string;
  optionId: (index: number) => string;
  query: string;
  search: UseQueryResult<UserSearchResult>;
  users: readonly PersonSummary[];
  activeIndex: number;
  onHover: (index: number) => void;
  onOpenUser: (userId: string) => void;
};

/** The search's answer: results as a listbox the input controls, or why there are none. */
export function SearchResults({ query, search, users, ...list }: SearchResultsProps) {
  const { t } = useTranslation();
  if (!query) return null;

  if (search.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-2 rounded-md border border-destructive/40 p-4"
      >
        <p className="font-medium">{t("users.dashboard.search.failed.title")}</p>
        <p className="text-sm text-muted-foreground">{t("users.dashboard.search.failed.description")}</p>
        <Button variant="outline" size="sm" onClick={() => search.refetch()} disabled={search.isFetching}>
          <RefreshCw aria-hidden className={search.isFetching ? "animate-spin" : undefined} />
          {t("users.dashboard.recent.loadFailed.retry")}
        </Button>
      </div>
    );
  }

  if (!search.data) {
    return (
      <div className="flex items-center gap-2 p-2 text-sm text-muted-foreground">
        <Spinner label={t("users.dashboard.search.searching")} />
        <span aria-hidden>{t("users.dashboard.search.searching")}</span>
      </div>
    );
  }

  const account = search.isPlaceholderData ? null : search.data.account;
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm text-muted-foreground">
        {users.length === 0
          ? t("users.dashboard.search.noResults", { query })
          : t("users.dashboard.search.resultCount", { count: users.length })}
      </p>
      {account && <InvitableAccountNotice account={account} />}
      {users.length === 0 ? (
        !account && (
          <p className="text-sm text-muted-foreground">{t("users.dashboard.search.noResultsHint")}</p>
        )
      ) : (
        <ResultList users={users} stale={search.isPlaceholderData} {...list} />
      )}
    </div>
  );
}

function ResultList({
  listId,
  optionId,
  users,
  activeIndex,
  onHover,
  onOpenUser,
  stale,
}: Omit<SearchResultsProps, "query" | "search"> & { stale: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={t("users.dashboard.search.results")}
      className={cn(
        "flex max-h-96 flex-col divide-y overflow-y-auto rounded-md border",
        stale && "opacity-60",
      )}
    >
      {users.map((user, index) => (
        // Keys are handled by the combobox input (aria-activedescendant); a click picks the option.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keyboard for the listbox.
        <div
          key={user.id}
          id={optionId(index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === activeIndex}
          onClick={() => onOpenUser(user.id)}
          onMouseMove={() => index !== activeIndex && onHover(index)}
          className="flex cursor-pointer flex-col gap-1 px-3 py-2 aria-selected:bg-accent aria-selected:text-accent-foreground sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 flex-col">
            <span className="truncate font-medium">{customerName(user)}</span>
            <span className="truncate text-sm text-muted-foreground">
              {user.email ?? "—"}
              {" · "}
              {user.phoneNumber ?? (user.memberSince ? t("users.dashboard.search.noPhone") : "—")}
            </span>
          </div>
          {user.memberSince === null && (
            <Badge variant="outline" className="shrink-0" title={t("users.dashboard.search.detailsWithheld")}>
              {t("users.dashboard.search.notCustomerYet")}
            </Badge>
          )}
        </div>
      ))}
    </div>
  );
}
