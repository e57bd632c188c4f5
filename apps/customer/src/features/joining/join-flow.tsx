import type { JoinWelcomeOffer, User } from "@stampwise/contract";
import { type TFunction, useTranslation } from "@stampwise/i18n";
import { Button, Skeleton } from "@stampwise/ui";
import { isApiError, logout } from "@stampwise/web";
import { Link, useLocation, useSearchParams } from "@stampwise/web/router";
import { LogInIcon, PartyPopper, Store, UserPlusIcon } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { paths } from "../../lib/paths";
import { currentVisitor } from "./joining-api";

/** Set on the way back from logging in or signing up: the person already asked to join. */
const JOIN_PARAM = "join";

/** "2 stamps on Coffee card", "50 beans". */
export function offerText(t: TFunction, offer: JoinWelcomeOffer): string {
  return offer.type === "points"
    ? t("joining.page.points", { count: offer.points, pointsName: offer.pointsName })
    : t("joining.page.stamps", { count: offer.stamps, card: offer.stampCardName });
}

/** What joining did: joined now (with what), or a customer already. */
export type Joined = { organizationName: string; joined: boolean; welcome: JoinWelcomeOffer | null };

type JoinFlowProps = {
  /** What the page says before joining: the heading, the intro and the welcome reward. */
  intro: { title: string; text: string; reward: JoinWelcomeOffer | null };
  actionLabel: string;
  /** Joins the signed-in person; its errors become the page's problem (`problemText`). */
  join: () => Promise<Joined>;
  problemText: (error: unknown) => string;
};

/**
 * The steps of joining a business by one's own act, shared by the join code a camera opens and the
 * invitation a mail links to: sign in or up (and come back here), then one button, then a welcome.
 */
export function JoinFlow({ intro, actionLabel, join, problemText }: JoinFlowProps) {
  const { t } = useTranslation();
  const [user, setUser] = useState<User | null | undefined>(undefined);
  const [state, setState] = useState<
    { status: "idle" | "joining" } | { status: "done"; joined: Joined } | { status: "failed"; error: unknown }
  >({ status: "idle" });
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const started = useRef(false);

  useEffect(() => {
    let current = true;
    void currentVisitor().then((visitor) => current && setUser(visitor));
    return () => {
      current = false;
    };
  }, []);

  const start = useCallback(async () => {
    setState({ status: "joining" });
    try {
      setState({ status: "done", joined: await join() });
    } catch (error) {
      if (isApiError(error) && error.code === "UNAUTHENTICATED") setUser(null);
      setState({ status: "failed", error });
    }
  }, [join]);

  // Back from logging in or signing up: join at once, once, and drop the flag from the address.
  const requested = params.get(JOIN_PARAM) === "1";
  useEffect(() => {
    if (!requested || user?.role !== "user" || started.current) return;
    started.current = true;
    setParams(
      (currentParams) => {
        const next = new URLSearchParams(currentParams);
        next.delete(JOIN_PARAM);
        return next;
      },
      { replace: true },
    );
    void start();
  }, [requested, user, start, setParams]);

  if (state.status === "done") return <JoinedView joined={state.joined} />;

  const back = new URLSearchParams(location.search);
  back.set(JOIN_PARAM, "1");
  const returnHere = `${location.pathname}?${back}`;
  const authLink = (path: string) => ({
    pathname: path,
    search: `?${new URLSearchParams({ redirect: returnHere })}`,
  });
  const buttonSize = "min-h-11 w-full text-base";

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center text-balance">
        <span aria-hidden className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
          <Store className="size-8" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">{intro.title}</h1>
        <p className="text-muted-foreground">{intro.text}</p>
        {intro.reward && (
          <p className="font-medium">{t("joining.page.reward", { reward: offerText(t, intro.reward) })}</p>
        )}
      </div>
      {state.status === "failed" && (
        <p role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm">
          {problemText(state.error)}
        </p>
      )}
      {user === undefined ? (
        <Skeleton className="h-11 w-full" />
      ) : user === null ? (
        <div className="flex flex-col gap-3">
          <p className="text-center text-sm text-muted-foreground">{t("joining.page.signedOut")}</p>
          <Button asChild size="lg" className={buttonSize}>
            <Link to={authLink(paths.login)}>
              <LogInIcon aria-hidden />
              {t("joining.page.logIn")}
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg" className={buttonSize}>
            <Link to={authLink(paths.signup)}>
              <UserPlusIcon aria-hidden />
              {t("joining.page.signUp")}
            </Link>
          </Button>
        </div>
      ) : user.role !== "user" ? (
        <div className="flex flex-col gap-3 rounded-xl border p-4">
          <p className="text-sm text-muted-foreground">
            {t("joining.page.adminAccount", { email: user.email })}
          </p>
          <Button
            variant="outline"
            size="lg"
            className={buttonSize}
            onClick={() => void logout().finally(() => setUser(null))}
          >
            {t("joining.page.logOut")}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <Button
            size="lg"
            className={buttonSize}
            onClick={() => void start()}
            disabled={state.status === "joining"}
          >
            {state.status === "joining" ? t("joining.page.joining") : actionLabel}
          </Button>
          <div className="flex flex-col items-center">
            <p className="text-center text-sm wrap-anywhere text-muted-foreground">
              {t("joining.page.signedInAs", { email: user.email })}
            </p>
            {/* A shared phone: whoever holds it can join as themselves instead. */}
            <Button
              variant="link"
              className="h-auto min-h-11 p-0 text-sm"
              onClick={() => void logout().finally(() => setUser(null))}
            >
              {t("joining.page.notYou")}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function JoinedView({ joined }: { joined: Joined }) {
  const { t } = useTranslation();
  const organization = joined.organizationName;
  return (
    <section className="flex flex-col items-center gap-4 text-center text-balance">
      <span aria-hidden className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
        <PartyPopper className="size-8" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">
        {joined.joined
          ? t("joining.page.welcome", { organization })
          : t("joining.page.alreadyCustomer", { organization })}
      </h1>
      {joined.welcome && <p>{t("joining.page.welcomeReward", { reward: offerText(t, joined.welcome) })}</p>}
      <Button asChild size="lg" className="min-h-11 w-full text-base">
        {/* A full load: the signed-in shell and its cards are another part of the app. */}
        <a href={`/app${paths.cards}`}>{t("joining.page.toCards")}</a>
      </Button>
    </section>
  );
}

/** A page-level problem: the code or link itself does not work. */
export function JoinProblem({ text, action }: { text: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section role="alert" className="flex flex-col items-center gap-4 text-center text-balance">
      <h1 className="text-2xl font-semibold tracking-tight">{t("joining.page.problem.title")}</h1>
      <p className="text-muted-foreground">{text}</p>
      {action}
    </section>
  );
}
