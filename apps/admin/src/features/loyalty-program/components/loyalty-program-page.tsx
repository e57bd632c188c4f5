import { useTranslation } from "@stampwise/i18n";
import { Badge, Button, LoadFailedCard, LoadingRegion, Skeleton } from "@stampwise/ui";
import { useCurrentOrganization } from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { ArrowRight } from "lucide-react";
import { useLoyaltyLevels } from "../../../shared/api/get-loyalty-levels";
import { useLoyaltyProgram } from "../../../shared/api/get-loyalty-program";
import { usePageTitle } from "../../../shared/page-title";
import { paths } from "../../../shared/paths";
import { ProgramForm } from "./program-form";

/** /admin/loyalty-program: the organization's program, created here when there is none. */
export function LoyaltyProgramPage() {
  const { t } = useTranslation();
  usePageTitle(t("loyaltyProgram.page.title"));
  const { current } = useCurrentOrganization();
  const program = useLoyaltyProgram();
  const levels = useLoyaltyLevels();
  const needsLevels = Boolean(program.data) && levels.data?.length === 0;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">{t("loyaltyProgram.page.title")}</h1>
          {program.data && (
            <Badge variant={program.data.active ? "default" : "secondary"}>
              {program.data.active ? t("loyaltyProgram.status.active") : t("loyaltyProgram.status.inactive")}
            </Badge>
          )}
        </div>
        <p className="text-muted-foreground">{t("loyaltyProgram.page.description")}</p>
      </div>

      {program.isError ? (
        <LoadFailedCard
          title={t("loyaltyProgram.loadFailed.title")}
          description={t("loyaltyProgram.loadFailed.description")}
          retryLabel={t("loyaltyProgram.loadFailed.retry")}
          onRetry={() => void program.refetch()}
          retrying={program.isFetching}
        />
      ) : program.data === undefined ? (
        <LoadingRegion label={t("common.loading")} className="flex flex-col gap-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-48 w-full" />
        </LoadingRegion>
      ) : (
        <>
          {program.data === null && (
            <p className="rounded-lg border bg-muted/50 p-4 text-sm">
              {t("loyaltyProgram.page.createIntro")}
            </p>
          )}
          {needsLevels && <LevelsNext />}
          {/* Keyed by organization and program: another organization, or the program just made,
              starts the form afresh from what the server holds. */}
          <ProgramForm key={`${current?.id}:${program.data?.id ?? "new"}`} program={program.data} />
        </>
      )}
    </div>
  );
}

/** A program without levels: the way to them, right where the program was made. */
function LevelsNext() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="levels-next-title"
      className="flex flex-col gap-3 rounded-lg border bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id="levels-next-title" className="font-medium">
          {t("loyaltyProgram.page.levelsNext.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("loyaltyProgram.page.levelsNext.description")}</p>
      </div>
      <Button asChild size="sm" className="self-start sm:self-auto">
        <Link to={paths.admin.loyaltyLevels}>
          {t("loyaltyProgram.page.levelsNext.action")}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
