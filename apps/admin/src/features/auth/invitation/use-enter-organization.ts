import type { User } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { setCurrentOrganizationId, useSetSessionUser } from "@stampwise/web";
import { useNavigate } from "@stampwise/web/router";
import { paths } from "../../../shared/paths";

/**
 * After joining: the session holds the account with its new membership, the organization joined
 * is the current one (the switcher shows it, every call names it), and the admin area opens on it.
 */
export function useEnterOrganization() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();

  return (user: User, organizationId: string | undefined) => {
    // Chosen before the user is stored, so storing them keeps it rather than picking their first.
    if (organizationId) setCurrentOrganizationId(organizationId);
    setSessionUser(user);
    const organization = user.organizations.find((candidate) => candidate.id === organizationId);
    toast({
      title: t("administrators.invitation.joined.title", { organization: organization?.name ?? "" }),
      description: t("administrators.invitation.joined.description"),
    });
    navigate(paths.admin.dashboard, { replace: true });
  };
}
