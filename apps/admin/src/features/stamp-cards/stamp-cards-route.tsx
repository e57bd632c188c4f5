import { useTranslation } from "@stampwise/i18n";
import { useStampCards } from "../../shared/api/get-stamp-cards";
import { usePageTitle } from "../../shared/page-title";
import { CreateStampCardDialog } from "./components/create-stamp-card-dialog";
import { StampCardsList } from "./components/stamp-cards-list";

/** /admin/loyalty-cards/stamp-cards */
export function Component() {
  const { t } = useTranslation();
  const hasCards = Boolean(useStampCards().data?.length);
  usePageTitle(t("stampCards.list.title"));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("stampCards.list.title")}</h1>
          <p className="text-muted-foreground">{t("stampCards.list.description")}</p>
        </div>
        {/* The empty state has its own create button; one is enough. */}
        {hasCards ? <CreateStampCardDialog /> : null}
      </div>
      <StampCardsList />
    </div>
  );
}
