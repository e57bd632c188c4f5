import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";

/** Signed in with the invited email: one button joins the organization. */
export function AcceptInvitationPanel({
  email,
  acceptAndEnter,
  isAccepting,
}: {
  email: string;
  acceptAndEnter: () => Promise<boolean>;
  isAccepting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <p className="text-sm wrap-anywhere text-muted-foreground">
        {t("administrators.invitation.accept.intro", { email })}
      </p>
      <Button
        className="h-11 w-full text-base sm:h-10 sm:text-sm"
        disabled={isAccepting}
        onClick={() => void acceptAndEnter()}
      >
        {isAccepting
          ? t("administrators.invitation.accept.submitting")
          : t("administrators.invitation.accept.submit")}
      </Button>
    </div>
  );
}
