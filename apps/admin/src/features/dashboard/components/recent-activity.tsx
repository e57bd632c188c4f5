import type { RecentUsers } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, Card, CardContent, CardHeader, CardTitle, LoadingRegion, Skeleton } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { History, RefreshCw, UserRound } from "lucide-react";
import { paths } from "../../../shared/paths";
import { useOrganizationTime } from "../../../shared/time/organization-time";
import { useRecentUsers } from "../api/recent-users";
import { customerName } from "../search-input";
import { ClearHistoryButton } from "./clear-history-button";

/** Recent users and the search history of this admin in this organization. */
export function RecentActivity({ onRunSearch }: { onRunSearch: (query: string) => void }) {
  const { t } = useTranslation();
  const recent = useRecentUsers();

  if (recent.isError) {
    return (
      <Card role="alert">
        <CardHeader>
          <CardTitle asChild>
            <h2>{t("users.dashboard.recent.loadFailed.title")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-3">
          <p className="text-sm text-muted-foreground">
            {t("users.dashboard.recent.loadFailed.description")}
          </p>
          <Button variant="outline" size="sm" onClick={() => recent.refetch()} disabled={recent.isFetching}>
            <RefreshCw aria-hidden className={recent.isFetching ? "animate-spin" : undefined} />
            {t("users.dashboard.recent.loadFailed.retry")}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const data = recent.data;
  const hasHistory = Boolean(data && (data.users.length > 0 || data.searches.length > 0));
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t("users.dashboard.recent.usersTitle")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>{data ? <RecentUserList users={data.users} /> : <ListSkeleton />}</CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t("users.dashboard.recent.searchesTitle")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {data ? <SearchHistoryList searches={data.searches} onRunSearch={onRunSearch} /> : <ListSkeleton />}
        </CardContent>
      </Card>
      {hasHistory && <ClearHistoryButton />}
    </div>
  );
}

function RecentUserList({ users }: { users: RecentUsers["users"] }) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  if (users.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("users.dashboard.recent.usersEmpty")}</p>;
  }
  return (
    <ul className="-mx-2 flex flex-col">
      {users.map((user) => {
        // The API withholds a non-customer's name; say who it is rather than showing "—".
        const name = user.memberSince ? customerName(user) : t("users.dashboard.recent.notCustomerYet");
        return (
          <li key={user.id}>
            <Link
              to={paths.admin.user(user.id)}
              aria-label={t("users.dashboard.recent.openProfile", { name })}
              className="flex items-center gap-3 rounded-md px-2 py-2 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <UserRound aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-sm font-medium">{name}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {t("users.dashboard.recent.viewed", {
                    time: time.dateTime(user.viewedAt),
                  })}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function SearchHistoryList({
  searches,
  onRunSearch,
}: {
  searches: RecentUsers["searches"];
  onRunSearch: (query: string) => void;
}) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  if (searches.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("users.dashboard.recent.searchesEmpty")}</p>;
  }
  return (
    <ul className="-mx-2 flex flex-col">
      {searches.map((search) => (
        <li key={`${search.query}-${search.searchedAt}`}>
          <button
            type="button"
            onClick={() => onRunSearch(search.query)}
            aria-label={t("users.dashboard.recent.runSearch", { query: search.query })}
            className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <History aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="flex min-w-0 flex-col">
              <span className="truncate text-sm font-medium">{search.query}</span>
              <span className="truncate text-xs text-muted-foreground">
                {t("users.dashboard.recent.searched", {
                  time: time.dateTime(search.searchedAt),
                })}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t("users.dashboard.recent.loading")} className="flex flex-col gap-3">
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-3/4" />
    </LoadingRegion>
  );
}
