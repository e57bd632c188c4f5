import { useCurrentOrganization, useSession } from "@stampwise/web";
import { useNavigate } from "@stampwise/web/router";
import { useMutation } from "@tanstack/react-query";
import { paths } from "../../../shared/paths";
import { removeAdministrator } from "./api/remove-administrator";

/**
 * The viewer leaves the current organization (DELETE of their own membership). Afterwards the
 * session is read again and the viewer goes on in their next organization, or to /unauthorized
 * when it was their last: nothing of the organization they left may stay on screen.
 */
export function useLeaveOrganization() {
  const navigate = useNavigate();
  const session = useSession();
  const { switchOrganization } = useCurrentOrganization();
  // One mutation for both steps, so the dialog stays busy until the session is read again.
  const mutation = useMutation({
    mutationFn: async (userId: string) => {
      await removeAdministrator(userId);
      return (await session.refetch()).data ?? null;
    },
  });

  const leave = async (userId: string) => {
    const user = await mutation.mutateAsync(userId);
    const next = user?.organizations[0];
    if (next) {
      switchOrganization(next.id);
      navigate(paths.admin.dashboard, { replace: true });
    } else {
      navigate(paths.unauthorized, { replace: true });
    }
  };

  return { leave, isLeaving: mutation.isPending };
}
