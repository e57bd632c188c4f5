import { INVITATION_VALID_DAYS } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { ScreenHeading } from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { MailWarning } from "lucide-react";
import { paths } from "../../../../shared/paths";
import type { InvitationProblem } from "../invitation-step";

/** A link that can no longer be used: which case it is, what to do, and the way to log in. */
export function InvitationProblemView({ problem }: { problem: InvitationProblem }) {
  const { t } = useTranslation();
  return (
    <div>
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <MailWarning aria-hidden className="size-6" />
      </span>
      <ScreenHeading
        title={t(`administrators.invitation.problems.${problem}.title`)}
        description={t(`administrators.invitation.problems.${problem}.description`, {
          days: INVITATION_VALID_DAYS,
        })}
        focusOnMount
      />
      <Button asChild className="h-11 w-full text-base sm:h-10 sm:text-sm">
        <Link to={paths.login}>{t("administrators.invitation.problems.logIn")}</Link>
      </Button>
    </div>
  );
}
