import type { StampCardSummary } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  LoadingRegion,
  Skeleton,
} from "@stampwise/ui";
import { RefreshCw, Stamp } from "lucide-react";
import { useState } from "react";
import { useStampCards } from "../../../shared/api/get-stamp-cards";
import { CreateStampCardDialog } from "./create-stamp-card-dialog";
import { DeleteStampCardDialog } from "./delete-stamp-card-dialog";
import { StampCardsTable } from "./stamp-cards-table";

const SKELETON_ROWS = 4;

/** The list with its loading, failed and empty states. */
export function StampCardsList() {
  const { t } = useTranslation();
  const query = useStampCards();
  const [deleting, setDeleting] = useState<StampCardSummary | null>(null);

  if (query.isError) {
    return (
      <Card role="alert">
        <CardHeader>
          <CardTitle asChild>
            <h2>{t("stampCards.list.loadFailed.title")}</h2>
          </CardTitle>
          <CardDescription>{t("stampCards.list.loadFailed.description")}</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RefreshCw aria-hidden className={query.isFetching ? "animate-spin" : undefined} />
            {t("stampCards.list.loadFailed.retry")}
          </Button>
        </CardFooter>
      </Card>
    );
  }

  if (!query.data) {
    return (
      <LoadingRegion
        label={t("stampCards.list.loading")}
        className="flex flex-col gap-2 rounded-lg border p-4"
      >
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </LoadingRegion>
    );
  }

  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<Stamp />}
        title={t("stampCards.list.empty.title")}
        description={t("stampCards.list.empty.description")}
        action={<CreateStampCardDialog />}
      />
    );
  }

  return (
    <>
      <StampCardsTable cards={query.data} onDelete={setDeleting} />
      <DeleteStampCardDialog card={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
