import type { User } from "@stampwise/contract";
import { currentLanguage, LANGUAGES, useTranslation } from "@stampwise/i18n";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { BellIcon, LogOutIcon, UserRoundIcon } from "lucide-react";
import { paths } from "../../../lib/paths";
import { useLogOutToLogin } from "../hooks/use-log-out-to-login";
import { AccountButton } from "./account-button";
import { MenuRadioSection } from "./menu-radio-section";
import { ThemeMenuSection } from "./theme-menu-section";

/** Bigger rows than a desktop menu: on a phone every choice here is tapped with a thumb. */
const touchRow = "min-h-11 md:min-h-8";

/**
 * The person's name and email, theme and language choice, and log out.
 * Loaded on demand by AccountMenuLoader, which opens it on the press that asked for it.
 */
export function AccountMenu({ user, defaultOpen }: { user: User; defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const { logOut, isLoggingOut } = useLogOutToLogin();
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel className="flex flex-col gap-0.5 py-2 font-normal">
          {fullName ? <span className="truncate font-medium">{fullName}</span> : null}
          <span className="truncate text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild inset className={touchRow}>
          <Link to={paths.account}>
            <UserRoundIcon aria-hidden />
            {t("customer.shell.account")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild inset className={touchRow}>
          <Link to={paths.preferences}>
            <BellIcon aria-hidden />
            {t("customer.shell.preferences")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <ThemeMenuSection itemClassName={touchRow} />
        <DropdownMenuSeparator />
        <MenuRadioSection
          label={t("common.language")}
          value={currentLanguage(i18n)}
          options={LANGUAGES.map(({ code, label }) => ({ value: code, label, lang: code }))}
          onChange={(code) => void i18n.changeLanguage(code)}
          itemClassName={touchRow}
        />
        <DropdownMenuSeparator />
        <DropdownMenuItem inset className={touchRow} disabled={isLoggingOut} onSelect={() => void logOut()}>
          <LogOutIcon aria-hidden />
          {isLoggingOut ? t("customer.shell.loggingOut") : t("customer.shell.logOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
