import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { useLogout } from "@stampwise/web";
import { LogOut } from "lucide-react";

/**
 * Signed in as someone else: the server would refuse the acceptance, so the page says whose
 * session it is. Logging out turns the page into the invited person's login or sign-up.
 */
export function OtherAccountNotice({ signedInAs, invited }: { signedInAs: string; invited: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <div className="grid gap-4">
      <p role="note" className="rounded-lg border bg-muted/50 p-4 text-sm wrap-anywhere">
        {t("administrators.invitation.otherAccount.description", { current: signedInAs, invited })}
      </p>
      <Button
        variant="outline"
        className="h-11 w-full text-base sm:h-10 sm:text-sm"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <LogOut aria-hidden />
        {logout.isPending
          ? t("administrators.invitation.otherAccount.loggingOut")
          : t("administrators.invitation.otherAccount.logOut")}
      </Button>
    </div>
  );
}
