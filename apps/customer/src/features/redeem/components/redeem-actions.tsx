import { useTranslation } from "@stampwise/i18n";
import { Button, Skeleton } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { CoinsIcon, LogInIcon, ShieldUserIcon, StampIcon, UserPlusIcon } from "lucide-react";
import { paths } from "../../../lib/paths";
import { useLogOutHere } from "../hooks/use-log-out-here";
import type { VisitorSession } from "../hooks/use-visitor-session";
import { authPageReturningHere } from "../redeem-return";

type RedeemActionsProps = {
  instanceId: string;
  /** "Collect 2 stamps", "Collect 25 beans". */
  collectLabel: string;
  /** A points code: the admin's notice and the icon speak of points. */
  pointsCode: boolean;
  session: VisitorSession;
  onLoggedOut: () => void;
  onCollect: () => void;
  collecting: boolean;
};

/**
 * What the visitor can do: log in or sign up (and come back here to collect), collect as a
 * customer, or, signed in as an admin, log out first (stamps go to customer accounts only).
 */
export function RedeemActions({
  instanceId,
  collectLabel,
  pointsCode,
  session,
  onLoggedOut,
  onCollect,
  collecting,
}: RedeemActionsProps) {
  const { t } = useTranslation();
  const logout = useLogOutHere(onLoggedOut);
  const buttonSize = "min-h-11 w-full text-base";

  if (session.isLoading) return <Skeleton className="h-11 w-full" />;

  if (!session.user) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-center text-sm text-muted-foreground">{t("redeem.welcome.signedOut")}</p>
        <Button asChild size="lg" className={buttonSize}>
          <Link to={authPageReturningHere(paths.login, instanceId)}>
            <LogInIcon aria-hidden />
            {t("redeem.welcome.logIn")}
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg" className={buttonSize}>
          <Link to={authPageReturningHere(paths.signup, instanceId)}>
            <UserPlusIcon aria-hidden />
            {t("redeem.welcome.signUp")}
          </Link>
        </Button>
      </div>
    );
  }

  if (session.user.role === "admin") {
    return (
      <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground">
        <h2 className="flex items-center gap-2 font-semibold">
          <ShieldUserIcon aria-hidden className="size-5 text-muted-foreground" />
          {pointsCode ? t("redeem.points.adminAccountTitle") : t("redeem.adminAccount.title")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {pointsCode
            ? t("redeem.points.adminAccountDescription", { email: session.user.email })
            : t("redeem.adminAccount.description", { email: session.user.email })}
        </p>
        <Button
          variant="outline"
          size="lg"
          className={buttonSize}
          disabled={logout.isPending}
          onClick={() => void logout.logOut()}
        >
          {t("redeem.adminAccount.logOut")}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <Button size="lg" className={buttonSize} onClick={onCollect} disabled={collecting}>
        {pointsCode ? <CoinsIcon aria-hidden /> : <StampIcon aria-hidden />}
        {collecting ? t("redeem.welcome.collecting") : collectLabel}
      </Button>
      <div className="flex flex-col items-center">
        <p className="text-center text-sm wrap-anywhere text-muted-foreground">
          {t("redeem.welcome.signedInAs", { email: session.user.email })}
        </p>
        {/* A shared phone: whoever holds it can collect as themselves instead. */}
        <Button
          variant="link"
          className="h-auto min-h-11 p-0 text-sm"
          disabled={logout.isPending}
          onClick={() => void logout.logOut()}
        >
          {t("redeem.welcome.notYou")}
        </Button>
      </div>
    </div>
  );
}
