import { useTranslation } from "@stampwise/i18n";
import { isApiError, toastForApiError, useSession } from "@stampwise/web";
import { useAcceptInvitation } from "./api/accept-invitation";
import { type InvitationProblem, invitationProblemOf } from "./invitation-step";
import { useEnterOrganization } from "./use-enter-organization";

/**
 * Accepts the invitation with the session's account and opens the organization. A refused link
 * becomes its problem page; anything else a toast. Answers whether the person joined.
 */
export function useAcceptAndEnter(token: string, onProblem: (problem: InvitationProblem) => void) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const enter = useEnterOrganization();
  const session = useSession();

  const acceptAndEnter = async (): Promise<boolean> => {
    try {
      const { user, organizationId } = await accept.mutateAsync(token);
      enter(user, organizationId);
      return true;
    } catch (error) {
      const problem = invitationProblemOf(error);
      if (problem) {
        onProblem(problem);
        return false;
      }
      // Another tab may have signed in someone else: read the session again to show who it is.
      if (isApiError(error) && error.code === "INVITATION_EMAIL_MISMATCH") void session.refetch();
      toastForApiError(error, t, {
        title: t("administrators.invitation.accept.failed.title"),
        description: t("administrators.invitation.accept.failed.description"),
      });
      return false;
    }
  };

  return { acceptAndEnter, isAccepting: accept.isPending };
}
