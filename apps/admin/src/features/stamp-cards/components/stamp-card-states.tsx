import type { StampCard } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  LoadingRegion,
  Skeleton,
  toast,
} from "@stampwise/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useEffect } from "react";

/** The card page while it loads: the shape of the header, the tabs and a panel. */
export function StampCardSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion
      label={t("stampCards.card.loading")}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6"
    >
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-48" />
      </div>
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-72 w-full" />
    </LoadingRegion>
  );
}

/** A failed load (not a 404): says so in the page and in a toast, with a retry. */
export function StampCardLoadFailed({ query }: { query: UseQueryResult<StampCard> }) {
  const { t } = useTranslation();
  const failedAt = query.errorUpdatedAt;

  useEffect(() => {
    if (!failedAt) return;
    toast({
      variant: "destructive",
      title: t("stampCards.card.loadFailed.title"),
      description: t("stampCards.card.loadFailed.description"),
    });
  }, [failedAt, t]);

  return (
    <Card role="alert" className="mx-auto w-full max-w-3xl">
      <CardHeader>
        <CardTitle asChild>
          <h1>{t("stampCards.card.loadFailed.title")}</h1>
        </CardTitle>
        <CardDescription>{t("stampCards.card.loadFailed.description")}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden className={query.isFetching ? "animate-spin" : undefined} />
          {t("stampCards.card.loadFailed.retry")}
        </Button>
      </CardFooter>
    </Card>
  );
}
