import type { Organization } from "@stampwise/contract";
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
import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useOrganization } from "../api/get-organization";

/**
 * Loads the current organization for a settings form: skeleton fields while it loads, an error with
 * a retry when it fails, else the form. The form is keyed by the organization so switching
 * organization starts it afresh with the other one's values.
 */
export function OrganizationLoader({
  fieldCount,
  children,
}: {
  fieldCount: number;
  children: (organization: Organization) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useOrganization();

  if (query.isError) {
    return (
      <Card role="alert">
        <CardHeader>
          <CardTitle asChild>
            <h2>{t("settings.loadFailed.title")}</h2>
          </CardTitle>
          <CardDescription>{t("settings.loadFailed.description")}</CardDescription>
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

  if (!query.data) {
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
