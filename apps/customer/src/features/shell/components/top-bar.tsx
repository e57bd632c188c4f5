import type { User } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Badge } from "@stampwise/ui";
import { StampwiseMark } from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { WifiOffIcon } from "lucide-react";
import { paths } from "../../../lib/paths";
import { AccountMenuLoader } from "./account-menu-loader";
import { AppNavigation } from "./app-navigation";

/**
 * Product name, the navigation (which leaves for the bottom of the screen on phones) and the
 * account menu. A solid background, not a backdrop blur: a backdrop filter would make the header
 * the containing block of the fixed bottom bar inside it.
 */
export function TopBar({ user, offline = false }: { user: User; offline?: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b bg-background pt-[env(safe-area-inset-top)] pl-[env(safe-area-inset-left)] pr-[env(safe-area-inset-right)]">
      {/* Wide screens: a three-column grid keeps the navigation centred whatever the labels' length. */}
      <div className="mx-auto flex h-14 max-w-md items-center justify-between gap-4 px-4 md:grid md:h-16 md:max-w-3xl md:grid-cols-[1fr_auto_1fr]">
        <Link
          to={paths.cards}
          aria-label={t("customer.shell.home")}
          className="-mx-1 flex min-h-11 items-center justify-self-start gap-2 rounded-md px-1 text-lg font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <StampwiseMark />
          <span aria-hidden>{t("common.productName")}</span>
        </Link>
        <AppNavigation />
        <div className="flex items-center justify-end gap-2">
          {offline ? (
            <Badge variant="secondary">
              <WifiOffIcon aria-hidden />
              {t("customer.offline.badge")}
            </Badge>
          ) : null}
          <AccountMenuLoader user={user} />
        </div>
      </div>
    </header>
  );
}
