import type { StampCard } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@stampwise/ui";
import { ErrorPage, isNotFoundError } from "@stampwise/web";
import { Link, useSearchParams } from "@stampwise/web/router";
import { ArrowLeft } from "lucide-react";
import { usePageTitle } from "../../../shared/page-title";
import { paths } from "../../../shared/paths";
import { useStampCard } from "../api/get-stamp-card";
import { CARD_TAB_PARAM, CARD_TABS, type CardTab, parseCardTab } from "../card-tab";
import { CardSettingsTab } from "./card-settings-tab";
import { RewardsTab } from "./rewards-tab";
import { StampCardLoadFailed, StampCardSkeleton } from "./stamp-card-states";
import { TemplateTab } from "./template-tab";

/** One stamp card: its header and the Settings, Rewards and Template tabs. */
export function StampCardPage({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const query = useStampCard(cardId);
  // A failed or unknown card has no name to show: the crumb says "Stamp card" rather than "Loading...".
  usePageTitle(query.data?.name ?? (query.isError ? t("shell.breadcrumbs.segments.stamp-card") : undefined));

  if (query.isError && isNotFoundError(query.error)) {
    return (
      <ErrorPage
        kind="not-found"
        homePath={paths.admin.stampCards}
        description={t("stampCards.card.notFound")}
        embedded
      />
    );
  }
  if (query.isError) return <StampCardLoadFailed query={query} />;
  if (!query.data) return <StampCardSkeleton />;
  return <LoadedStampCard card={query.data} />;
}

function LoadedStampCard({ card }: { card: StampCard }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseCardTab(searchParams.get(CARD_TAB_PARAM));

  const selectTab = (next: string) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set(CARD_TAB_PARAM, next);
        return params;
      },
      // Switching tabs is not a new page: Back leaves the card instead of stepping through tabs.
      { replace: true },
    );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={paths.admin.stampCards}
          className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("stampCards.card.back")}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight break-words">{card.name}</h1>
        <p className="text-sm text-muted-foreground">
          {t("stampCards.card.stamps", { count: card.stampsRequired })} ·{" "}
          {t("stampCards.card.customers", { count: card.customers })}
        </p>
      </div>
      {/* Panels stay mounted (hidden when inactive) so unsaved edits survive a look at another tab. */}
      <Tabs value={tab} onValueChange={selectTab} className="gap-4">
        <TabsList aria-label={t("stampCards.card.tabs.label")} className="w-full sm:w-fit">
          {CARD_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="px-4">
              {t(`stampCards.card.tabs.${value}` satisfies `stampCards.card.tabs.${CardTab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="settings" forceMount className="data-[state=inactive]:hidden">
          <CardSettingsTab card={card} />
        </TabsContent>
        <TabsContent value="rewards" forceMount className="data-[state=inactive]:hidden">
          <RewardsTab card={card} />
        </TabsContent>
        <TabsContent value="template" forceMount className="data-[state=inactive]:hidden">
          <TemplateTab card={card} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
