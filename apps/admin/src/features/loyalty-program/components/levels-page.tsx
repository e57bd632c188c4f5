import type { LoyaltyLevel } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, EmptyState, ListLoading, LoadFailedCard } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { Crown, Layers, Plus } from "lucide-react";
import { useState } from "react";
import { useLoyaltyLevels } from "../../../shared/api/get-loyalty-levels";
import { useLoyaltyProgram } from "../../../shared/api/get-loyalty-program";
import { usePageTitle } from "../../../shared/page-title";
import { paths } from "../../../shared/paths";
import { LevelFormDialog } from "./level-form-dialog";
import { LevelsTable } from "./levels-table";
import { RemoveLevelDialog } from "./remove-level-dialog";

type OpenDialog = { kind: "form"; level?: LoyaltyLevel } | { kind: "remove"; level: LoyaltyLevel } | null;

/** /admin/loyalty-program/levels: the program's levels, with the two empty states. */
export function LevelsPage() {
  const { t } = useTranslation();
  usePageTitle(t("loyaltyProgram.levels.title"));
  const program = useLoyaltyProgram();
  const levels = useLoyaltyLevels();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const openAdd = () => setDialog({ kind: "form" });

  const failed = program.isError || levels.isError;
  const ready = program.data !== undefined && levels.data !== undefined;
  const canAdd = ready && program.data !== null;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("loyaltyProgram.levels.title")}</h1>
          <p className="text-muted-foreground">{t("loyaltyProgram.levels.description")}</p>
        </div>
        {canAdd && levels.data.length > 0 && (
          <Button onClick={openAdd}>
            <Plus aria-hidden />
            {t("loyaltyProgram.levels.add")}
          </Button>
        )}
      </div>

      {failed ? (
        <LoadFailedCard
          title={t("loyaltyProgram.levels.loadFailed.title")}
          description={t("loyaltyProgram.levels.loadFailed.description")}
          retryLabel={t("loyaltyProgram.levels.loadFailed.retry")}
          retrying={program.isFetching || levels.isFetching}
          onRetry={() => {
            if (program.isError) void program.refetch();
            if (levels.isError) void levels.refetch();
          }}
        />
      ) : !ready ? (
        <ListLoading label={t("common.loading")} rows={3} />
      ) : program.data === null ? (
        <EmptyState
          icon={<Crown />}
          title={t("loyaltyProgram.levels.noProgram.title")}
          description={t("loyaltyProgram.levels.noProgram.description")}
          action={
            <Button asChild>
              <Link to={paths.admin.loyaltyProgram}>{t("loyaltyProgram.levels.noProgram.action")}</Link>
            </Button>
          }
        />
      ) : levels.data.length === 0 ? (
        <EmptyState
          icon={<Layers />}
          title={t("loyaltyProgram.levels.empty.title")}
          description={t("loyaltyProgram.levels.empty.description")}
          action={
            <Button onClick={openAdd}>
              <Plus aria-hidden />
              {t("loyaltyProgram.levels.add")}
            </Button>
          }
        />
      ) : (
        <LevelsTable
          levels={levels.data}
          onEdit={(level) => setDialog({ kind: "form", level })}
          onRemove={(level) => setDialog({ kind: "remove", level })}
        />
      )}

      {dialog?.kind === "form" && <LevelFormDialog level={dialog.level} onClose={close} />}
      <RemoveLevelDialog level={dialog?.kind === "remove" ? dialog.level : null} onClose={close} />
    </div>
  );
}
