import type { UnsubscribeState } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, LoadingRegion, Skeleton } from "@stampwise/ui";
import { isApiError, useDocumentTitle } from "@stampwise/web";
import { useParams } from "@stampwise/web/router";
import { BellOffIcon, BellRingIcon, LinkIcon, RefreshCw } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { PublicPageLayout } from "../../components/public-page-layout";
import { isUnsubscribeToken, setSubscribed } from "./unsubscribe-api";

type PageState =
  | { kind: "working" }
  | { kind: "done"; state: UnsubscribeState }
  | { kind: "invalid" }
  | { kind: "failed"; wanted: boolean };

/**
 * `/unsubscribe/:token`, linked from every campaign email (no login). Opening it unsubscribes at
 * once — the click on the link is the one click — and says so in the customer's language, with a
 * way to undo. The mail client's own one-click button posts to the API directly (RFC 8058).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("customerAccount.unsubscribe.documentTitle"));
  const { token } = useParams();
  const [page, setPage] = useState<PageState>(() =>
    isUnsubscribeToken(token) ? { kind: "working" } : { kind: "invalid" },
  );
  const languageSet = useRef(false);

  const change = useCallback(
    async (wanted: boolean) => {
      if (!isUnsubscribeToken(token)) return;
      setPage({ kind: "working" });
      try {
        const state = await setSubscribed(token, wanted);
        // The page answers in the language the customer chose in the app, once.
        if (!languageSet.current) {
          languageSet.current = true;
          await i18n.changeLanguage(state.language);
        }
        setPage({ kind: "done", state });
      } catch (error) {
        setPage(isApiError(error) && error.status === 404 ? { kind: "invalid" } : { kind: "failed", wanted });
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
      ) : (
        <Done state={page.state} onChange={(wanted) => void change(wanted)} />
      )}
    </PublicPageLayout>
  );
}

function Done({ state, onChange }: { state: UnsubscribeState; onChange: (subscribed: boolean) => void }) {
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
      <Button variant="outline" size="lg" className="min-h-11" onClick={() => onChange(true)}>
        {t("customerAccount.unsubscribe.unsubscribed.undo")}
      </Button>
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
