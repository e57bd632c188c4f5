import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { TriangleAlertIcon } from "lucide-react";
import { useEffect } from "react";
import { paths } from "../../../lib/paths";

/** What a failing page shows inside the shell: a way to retry and a way back to the cards. */
export function ShellRouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    // The person sees a friendly page; whoever debugs it needs the real cause in the console.
    console.error(error);
  }, [error]);
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center text-balance">
      <span
        aria-hidden
        className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground"
      >
        <TriangleAlertIcon className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{t("customer.shell.routeError.title")}</h1>
      <p className="max-w-sm text-muted-foreground">{t("customer.shell.routeError.description")}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button size="lg" className="min-h-11" onClick={() => window.location.reload()}>
          {t("customer.shell.routeError.retry")}
        </Button>
        <Button asChild variant="outline" size="lg" className="min-h-11">
          <Link to={paths.cards}>{t("customer.shell.routeError.toCards")}</Link>
        </Button>
      </div>
    </div>
  );
}
