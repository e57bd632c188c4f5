import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { ShieldUserIcon } from "lucide-react";
import { adminBundle } from "../../../lib/paths";
import { useLogOutToLogin } from "../hooks/use-log-out-to-login";

/** An admin account that opened the customer app: say where it belongs and offer both ways on. */
export function AdminAccountNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const { logOut, isLoggingOut } = useLogOutToLogin();
  return (
    <main className="grid min-h-dvh place-items-center bg-background px-6 py-10 text-foreground">
      <div className="flex max-w-sm flex-col items-center gap-4 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-secondary text-secondary-foreground">
          <ShieldUserIcon aria-hidden className="size-7" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">{t("customer.adminAccount.title")}</h1>
        <p className="text-muted-foreground">{t("customer.adminAccount.description", { email })}</p>
        <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild size="lg" className="min-h-11">
            {/* The admin area lives in the other app: a full page load, not a route of this router. */}
            <a href={adminBundle.adminArea}>{t("customer.adminAccount.toAdmin")}</a>
          </Button>
          <Button variant="outline" size="lg" className="min-h-11" onClick={logOut} disabled={isLoggingOut}>
            {isLoggingOut ? t("customer.shell.loggingOut") : t("customer.shell.logOut")}
          </Button>
        </div>
      </div>
    </main>
  );
}
