import type { UnsubscribeState } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, LoadingRegion, Skeleton } from "@stampwise/ui";
import { isApiError, useDocumentTitle } from "@stampwise/web";
import { useParams } from "@stampwise/web/router";
import { BellOffIcon, BellRingIcon, LinkIcon, RefreshCw } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { PublicPageLayout } from "../../components/public-page-layout";
import { isUnsubscribeToken, undoUnsubscribe, unsubscribe } from "./unsubscribe-api";

type PageState =
  | { kind: "working" }
  | { kind: "done"; state: UnsubscribeState; canUndo: boolean }
  | { kind: "undoExpired"; state: UnsubscribeState }
  | { kind: "invalid" }
  | { kind: "failed"; wanted: boolean };

/**
 * `/unsubscribe/:token`, linked from every campaign email (no login). Opening it unsubscribes at
 * once — the click on the link is the one click — and says so in the customer's language, with a
 * way to undo for a few minutes: the unsubscribe answers a ticket this page alone holds (the link
 * by itself never switches news on). The mail client's own one-click button posts to the API
 * directly (RFC 8058).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("customerAccount.unsubscribe.documentTitle"));
  const { token } = useParams();
  const [page, setPage] = useState<PageState>(() =>
    isUnsubscribeToken(token) ? { kind: "working" } : { kind: "invalid" },
  );
  const languageSet = useRef(false);
  // Kept across answers: a repeated unsubscribe (React's double effect in development) answers
  // no ticket, and must not take away the undo the first one gave.
  const undoTicket = useRef<string | undefined>(undefined);
  const lastState = useRef<UnsubscribeState | undefined>(undefined);

  const change = useCallback(
    async (wanted: boolean) => {
      if (!isUnsubscribeToken(token)) return;
      const ticket = undoTicket.current;
      if (wanted && !ticket) return;
      setPage({ kind: "working" });
      try {
        let state: UnsubscribeState;
        if (wanted && ticket) {
          state = await undoUnsubscribe(token, ticket);
        } else {
          const result = await unsubscribe(token);
          if (result.undoTicket) undoTicket.current = result.undoTicket;
          state = result;
        }
        lastState.current = state;
        // The page answers in the language the customer chose in the app, once.
        if (!languageSet.current) {
          languageSet.current = true;
          await i18n.changeLanguage(state.language);
        }
        setPage({ kind: "done", state, canUndo: undoTicket.current !== undefined });
      } catch (error) {
        if (isApiError(error) && error.code === "UNSUBSCRIBE_UNDO_EXPIRED" && lastState.current) {
          undoTicket.current = undefined;
          setPage({ kind: "undoExpired", state: lastState.current });
        } else {
          setPage(
            isApiError(error) && error.status === 404 ? { kind: "invalid" } : { kind: "failed", wanted },
          );
        }
      }
    },
    [token, i18n],
  );

  useEffect(() => {
    void change(false);
  }, [change]);

  return (
    <PublicPageLayout>
      {page.kind === "working" ? (
        <LoadingRegion label={t("customerAccount.unsubscribe.working")} className="flex flex-col gap-4">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-16 w-full" />
        </LoadingRegion>
      ) : page.kind === "invalid" ? (
        <Outcome
          icon={<LinkIcon aria-hidden />}
          title={t("customerAccount.unsubscribe.invalid.title")}
          description={t("customerAccount.unsubscribe.invalid.description")}
        />
      ) : page.kind === "failed" ? (
        <Outcome
          icon={<RefreshCw aria-hidden />}
          title={t("customerAccount.unsubscribe.failed.title")}
          description={t("customerAccount.unsubscribe.failed.description")}
          role="alert"
        >
          <Button size="lg" className="min-h-11" onClick={() => void change(page.wanted)}>
            {t("customerAccount.unsubscribe.failed.retry")}
          </Button>
        </Outcome>
      ) : page.kind === "undoExpired" ? (
        <Outcome
          icon={<BellOffIcon aria-hidden />}
          title={t("customerAccount.unsubscribe.undoExpired.title")}
          description={t("customerAccount.unsubscribe.undoExpired.description", {
            organization: page.state.organizationName,
            channel: t(`customerAccount.unsubscribe.channel.${page.state.channel}`),
          })}
          role="alert"
        />
      ) : (
        <Done state={page.state} canUndo={page.canUndo} onChange={(wanted) => void change(wanted)} />
      )}
    </PublicPageLayout>
  );
}

function Done({
  state,
  canUndo,
  onChange,
}: {
  state: UnsubscribeState;
  canUndo: boolean;
  onChange: (subscribed: boolean) => void;
}) {
  const { t } = useTranslation();
  const values = {
    organization: state.organizationName,
    channel: t(`customerAccount.unsubscribe.channel.${state.channel}`),
  };
  return state.subscribed ? (
    <Outcome
      icon={<BellRingIcon aria-hidden />}
      title={t("customerAccount.unsubscribe.subscribed.title")}
      description={t("customerAccount.unsubscribe.subscribed.description", values)}
      role="status"
    >
      <Button variant="outline" size="lg" className="min-h-11" onClick={() => onChange(false)}>
        {t("customerAccount.unsubscribe.subscribed.unsubscribe")}
      </Button>
    </Outcome>
  ) : (
    <Outcome
      icon={<BellOffIcon aria-hidden />}
      title={t("customerAccount.unsubscribe.unsubscribed.title")}
      description={t("customerAccount.unsubscribe.unsubscribed.description", values)}
      role="status"
    >
      <p className="text-sm text-muted-foreground">{t("customerAccount.unsubscribe.unsubscribed.inApp")}</p>
      {canUndo ? (
        <Button variant="outline" size="lg" className="min-h-11" onClick={() => onChange(true)}>
          {t("customerAccount.unsubscribe.unsubscribed.undo")}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t("customerAccount.unsubscribe.unsubscribed.turnOnInApp")}
        </p>
      )}
    </Outcome>
  );
}

function Outcome({
  icon,
  title,
  description,
  role,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  role?: "status" | "alert";
  children?: ReactNode;
}) {
  return (
    <section role={role} className="flex flex-col items-start gap-4">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6">
        {icon}
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}
