import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { ArrowLeft, House } from "lucide-react";
import type { ReactNode } from "react";
import { useGoBack } from "../routing/go-back";
import { Link, useNavigate } from "../routing/router";
import { ERROR_PAGE_KINDS, type ErrorPageKind } from "./error-page-kinds";

export type ErrorPageProps = {
  kind: ErrorPageKind;
  /** Where "Back to home" leads, inside the current router (the admin app's `/`, the customer app's cards). */
  homePath: string;
  /** Title, icon and description only: no big number and no buttons (the minimal 500 page). */
  minimal?: boolean;
  /** Replaces the kind's standard description when the situation is more specific. */
  description?: string;
  /** More ways out, shown before "Go back" (a log-in button on 401, "Learn more" on 503). */
  actions?: ReactNode;
  /** Inside a layout that already has its `<main>` (the admin area's unknown pages). */
  embedded?: boolean;
};

/**
 * One page for every error (404, 401, 500, 503) in both apps. It brings its own `<main>` because a
 * router ErrorBoundary renders it in place of the layout that failed; `embedded` drops that for
 * use inside a layout.
 */
export function ErrorPage({
  kind,
  homePath,
  minimal = false,
  description,
  actions,
  embedded = false,
}: ErrorPageProps) {
  const { t } = useTranslation();
  const content = ERROR_PAGE_KINDS[kind];
  const navigate = useNavigate();
  const goBack = useGoBack(() => navigate(homePath));
  const Icon = content.icon;

  const Landmark = embedded ? "section" : "main";
  return (
    <Landmark
      className={
        embedded
          ? "flex items-center justify-center px-4 py-16"
          : "flex min-h-svh items-center justify-center bg-background px-4 py-16 text-foreground"
      }
    >
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        {minimal ? (
          <span className="mb-6 flex size-20 items-center justify-center rounded-full bg-secondary text-primary">
            <Icon aria-hidden className="size-10" strokeWidth={1.5} />
          </span>
        ) : (
          <StatusCode
            code={content.code}
            icon={<Icon aria-hidden className="size-12 sm:size-16" strokeWidth={1.5} />}
          />
        )}
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {/* Screen readers hear "404, Oops! Page Not Found!"; the drawn number above is hidden from them. */}
          {!minimal && <span className="sr-only">{content.code}, </span>}
          {t(content.title)}
        </h1>
        <p className="mt-3 text-base text-pretty text-muted-foreground">
          {description ?? t(content.description)}
        </p>
        {!minimal && (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
            {actions}
            <Button variant="outline" onClick={goBack}>
              <ArrowLeft aria-hidden />
              {t("errors.goBack")}
            </Button>
            <Button asChild variant={actions ? "outline" : "default"}>
              {/* After a crash a fresh page load is the surest way back: it drops whatever state broke. */}
              <Link to={homePath} reloadDocument={kind === "server-error"}>
                <House aria-hidden />
                {t("errors.backToHome")}
              </Link>
            </Button>
          </div>
        )}
      </div>
    </Landmark>
  );
}

/** "4 ◯ 4": every status we show has a 0 in the middle, drawn as the page's illustration. */
function StatusCode({ code, icon }: { code: string; icon: ReactNode }) {
  const digit = "text-7xl leading-none font-black tracking-tighter text-primary sm:text-9xl";
  return (
    <div aria-hidden className="mb-8 flex items-center gap-2 select-none sm:gap-3">
      <span className={digit}>{code[0]}</span>
      <span className="flex size-20 items-center justify-center rounded-full border-8 border-primary bg-secondary text-primary sm:size-28 sm:border-[10px]">
        {icon}
      </span>
      <span className={digit}>{code[2]}</span>
    </div>
  );
}
