import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { useGoBack } from "@stampwise/web";
import { Link, useNavigate } from "@stampwise/web/router";
import { ArrowLeft, House, QrCodeIcon, RefreshCw } from "lucide-react";
import { landingPage, paths } from "../../../lib/paths";
import type { VisitorSession } from "../hooks/use-visitor-session";
import { problemTextsOf, type RedeemProblem, showsCodeHelp, waitInUnits } from "../redeem-problem";

/**
 * The redeem page's error state: what went wrong, the help text, Go back and Go to
 * homepage, and a retry where asking again can help. Home is the cards for a signed-in customer
 * and the landing page for anybody else.
 */
export function RedeemProblemView({
  problem,
  session,
  onRetry,
  retrying = false,
  waitSeconds,
  pointsCode = false,
}: {
  problem: RedeemProblem;
  /** A points code: its failures are worded for points. */
  pointsCode?: boolean;
  /** Who is looking: home is their cards for a signed-in customer. */
  session: VisitorSession;
  onRetry?: () => void;
  retrying?: boolean;
  /** How long the counter rules ask to wait before the next try. */
  waitSeconds?: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const customerHome = session.user?.role === "user";
  const wait = waitSeconds ? waitInUnits(waitSeconds) : null;
  const texts = problemTextsOf(problem, pointsCode);
  const title =
    texts.group === "pointsProblem"
      ? t(`redeem.pointsProblem.${texts.problem}.title`)
      : t(`redeem.problem.${texts.problem}.title`);
  const description =
    texts.group === "pointsProblem"
      ? t(`redeem.pointsProblem.${texts.problem}.description`)
      : t(`redeem.problem.${texts.problem}.description`);

  const goHome = () => {
    if (customerHome) navigate(paths.cards);
    else window.location.assign(landingPage);
  };
  // A tab a camera opened has nothing to go back to: then home.
  const goBack = useGoBack(goHome);

  return (
    <section role="alert" className="flex flex-col items-center gap-4 py-6 text-center text-balance">
      <span
        aria-hidden
        className="grid size-16 place-items-center rounded-full bg-destructive/10 text-destructive"
      >
        <QrCodeIcon className="size-8" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight" data-problem={problem}>
        {title}
      </h1>
      <p className="text-muted-foreground">{description}</p>
      {wait ? (
        <p className="font-medium">
          {wait.unit === "seconds"
            ? t("redeem.problem.waitSeconds", { count: wait.count })
            : t("redeem.problem.waitMinutes", { count: wait.count })}
        </p>
      ) : null}
      {showsCodeHelp(problem) ? (
        <p className="text-sm text-muted-foreground">{t("redeem.problem.help")}</p>
      ) : null}
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
        {onRetry ? (
          <Button size="lg" className="min-h-11" onClick={onRetry} disabled={retrying}>
            <RefreshCw aria-hidden className={retrying ? "animate-spin" : undefined} />
            {t("redeem.problem.retry")}
          </Button>
        ) : null}
        <Button variant="outline" size="lg" className="min-h-11" onClick={goBack}>
          <ArrowLeft aria-hidden />
          {t("redeem.problem.goBack")}
        </Button>
        <Button asChild variant={onRetry ? "outline" : "default"} size="lg" className="min-h-11">
          {customerHome ? (
            <Link to={paths.cards}>
              <House aria-hidden />
              {t("redeem.problem.goHome")}
            </Link>
          ) : (
            <a href={landingPage}>
              <House aria-hidden />
              {t("redeem.problem.goHome")}
            </a>
          )}
        </Button>
      </div>
    </section>
  );
}
