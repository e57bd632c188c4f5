import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Skeleton,
} from "@stampwise/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";

/**
 * What a settings form shows around its data: skeleton fields while it loads, an error with a
 * retry when it fails, else the form.
 */
export function SettingsLoader<Data>({
  query,
  fieldCount,
  failed,
  children,
}: {
  query: UseQueryResult<Data>;
  fieldCount: number;
  failed: { title: string; description: string };
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();

  if (query.isError) {
    return (
      <Card role="alert">
        <CardHeader>
          <CardTitle asChild>
            <h2>{failed.title}</h2>
          </CardTitle>
          <CardDescription>{failed.description}</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RefreshCw aria-hidden className={query.isFetching ? "animate-spin" : undefined} />
            {t("settings.loadFailed.retry")}
          </Button>
        </CardFooter>
      </Card>
    );
  }

  if (query.data === undefined) {
    return (
      <Card aria-busy="true">
        <span className="sr-only" role="status">
          {t("common.loading")}
        </span>
        <CardContent className="flex flex-col gap-6">
          {Array.from({ length: fieldCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
            <div key={index} className="flex flex-col gap-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-9 w-full" />
            </div>
          ))}
          <Skeleton className="h-9 w-24" />
        </CardContent>
      </Card>
    );
  }

  return <>{children(query.data)}</>;
}
