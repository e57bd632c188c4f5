import type { PointsReward } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, EmptyState, ListLoading, LoadFailedCard } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { Crown, Gift, Plus } from "lucide-react";
import { useState } from "react";
import { useLoyaltyProgram } from "../../../shared/api/get-loyalty-program";
import { usePageTitle } from "../../../shared/page-title";
import { paths } from "../../../shared/paths";
import { usePointsRewards } from "../api/points";
import { ProgramSummary } from "./program-summary";
import { RemoveRewardDialog } from "./remove-reward-dialog";
import { RewardFormDialog } from "./reward-form-dialog";
import { RewardsTable } from "./rewards-table";

type OpenDialog = { kind: "form"; reward?: PointsReward } | { kind: "remove"; reward: PointsReward } | null;

/** /admin/loyalty-cards/points-cards: the program's points card and the rewards its points buy. */
export function PointsCardsPage() {
  const { t } = useTranslation();
  usePageTitle(t("points.page.title"));
  const program = useLoyaltyProgram();
  const rewards = usePointsRewards();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const openAdd = () => setDialog({ kind: "form" });
  const hasProgram = Boolean(program.data);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("points.page.title")}</h1>
        <p className="text-muted-foreground">{t("points.page.description")}</p>
      </div>

      {program.isError || (hasProgram && rewards.isError) ? (
        <LoadFailedCard
          title={t("points.rewards.loadFailed.title")}
          description={t("points.rewards.loadFailed.description")}
          retryLabel={t("points.rewards.loadFailed.retry")}
          retrying={program.isFetching || rewards.isFetching}
          onRetry={() => {
            if (program.isError) void program.refetch();
            if (rewards.isError) void rewards.refetch();
          }}
        />
      ) : program.data === undefined ? (
        <ListLoading label={t("common.loading")} rows={3} />
      ) : program.data === null ? (
        <EmptyState
          icon={<Crown />}
          title={t("points.noProgram.title")}
          description={t("points.noProgram.description")}
          action={
            <Button asChild>
              <Link to={paths.admin.loyaltyProgram}>{t("points.noProgram.action")}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ProgramSummary program={program.data} />
          <section aria-labelledby="points-rewards-heading" className="flex flex-col gap-3">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div className="flex flex-col gap-1">
                <h2 id="points-rewards-heading" className="text-lg font-semibold">
                  {t("points.rewards.title")}
                </h2>
                <p className="text-sm text-muted-foreground">{t("points.rewards.description")}</p>
              </div>
              {rewards.data && rewards.data.length > 0 && (
                <Button onClick={openAdd}>
                  <Plus aria-hidden />
                  {t("points.rewards.add")}
                </Button>
              )}
            </div>
            {!rewards.data ? (
              <ListLoading label={t("common.loading")} rows={2} />
            ) : rewards.data.length === 0 ? (
              <EmptyState
                icon={<Gift />}
                title={t("points.rewards.empty.title")}
                description={t("points.rewards.empty.description")}
                action={
                  <Button onClick={openAdd}>
                    <Plus aria-hidden />
                    {t("points.rewards.add")}
                  </Button>
                }
              />
            ) : (
              <RewardsTable
                rewards={rewards.data}
                onEdit={(reward) => setDialog({ kind: "form", reward })}
                onRemove={(reward) => setDialog({ kind: "remove", reward })}
              />
            )}
          </section>
        </>
      )}

      {dialog?.kind === "form" && <RewardFormDialog reward={dialog.reward} onClose={close} />}
      <RemoveRewardDialog reward={dialog?.kind === "remove" ? dialog.reward : null} onClose={close} />
    </div>
  );
}
