import type { Administrator, Invitation } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { useCurrentOrganization, useSession } from "@stampwise/web";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useIsOwner } from "../../../../shared/use-is-owner";
import { SettingsPage } from "../../components/settings-page";
import { useAdministrators } from "../api/get-administrators";
import { useInvitations } from "../api/get-invitations";
import { type TeamRow, teamRows } from "../team";
import {
  CancelInvitationDialog,
  PasswordResetDialog,
  RemoveAdministratorDialog,
} from "./confirm-team-dialogs";
import { EditAdministratorDialog } from "./edit-administrator-dialog";
import { InviteAdministratorDialog } from "./invite-administrator-dialog";
import { LeaveOrganizationDialog } from "./leave-organization-dialog";
import { TeamFetchFailed, TeamLoading } from "./team-states";
import { TeamTable } from "./team-table";

/** Which dialog is open, if any: one at a time. */
type OpenDialog =
  | { kind: "invite" }
  | { kind: "edit"; row: Extract<TeamRow, { kind: "member" }> }
  | { kind: "reset" | "remove" | "leave"; member: Administrator }
  | { kind: "cancel"; invitation: Invitation }
  | null;

/**
 * /admin/settings/administrators: the team and its open invitations. Owners invite,
 * edit, remove, send password resets and cancel invitations; admins see the team read-only and
 * may leave.
 */
export function AdministratorsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { current } = useCurrentOrganization();
  const members = useAdministrators();
  const invitations = useInvitations();
  const isOwner = useIsOwner();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  // Inside the admin area there is always a user and a current organization (AdminGuard).
  if (!user || !current) return null;
  const organizationName = current.name;
  const failed = members.isError || invitations.isError;

  return (
    <SettingsPage
      title={t("administrators.page.title")}
      description={t("administrators.page.description")}
      ownerOnlyNote={isOwner ? undefined : t("administrators.page.readOnly")}
    >
      {isOwner && (
        <div className="flex justify-end">
          <Button onClick={() => setDialog({ kind: "invite" })}>
            <UserPlus aria-hidden />
            {t("administrators.page.invite")}
          </Button>
        </div>
      )}

      {failed ? (
        <TeamFetchFailed
          retrying={members.isFetching || invitations.isFetching}
          onRetry={() => {
            if (members.isError) void members.refetch();
            if (invitations.isError) void invitations.refetch();
          }}
        />
      ) : members.data === undefined || invitations.data === undefined ? (
        <TeamLoading />
      ) : (
        <TeamTable
          rows={teamRows(members.data, invitations.data, { userId: user.id, role: current.role })}
          onEdit={(row) => setDialog({ kind: "edit", row })}
          onSendPasswordReset={(member) => setDialog({ kind: "reset", member })}
          onRemove={(member) => setDialog({ kind: "remove", member })}
          onLeave={(member) => setDialog({ kind: "leave", member })}
          onCancelInvitation={(invitation) => setDialog({ kind: "cancel", invitation })}
        />
      )}

      {/* The owners' dialogs close by themselves if the viewer stops being an owner meanwhile
          (a refused change reads the session again). Leaving is anyone's. */}
      {isOwner && dialog?.kind === "invite" && (
        <InviteAdministratorDialog organizationName={organizationName} onClose={close} />
      )}
      {isOwner && dialog?.kind === "edit" && (
        <EditAdministratorDialog
          member={dialog.row.member}
          isLastOwner={dialog.row.permissions.isLastOwner}
          isViewer={dialog.row.isViewer}
          onClose={close}
        />
      )}
      {isOwner && dialog?.kind === "reset" && <PasswordResetDialog member={dialog.member} onClose={close} />}
      {isOwner && dialog?.kind === "remove" && (
        <RemoveAdministratorDialog
          member={dialog.member}
          organizationName={organizationName}
          onClose={close}
        />
      )}
      {isOwner && dialog?.kind === "cancel" && (
        <CancelInvitationDialog invitation={dialog.invitation} onClose={close} />
      )}
      {dialog?.kind === "leave" && (
        <LeaveOrganizationDialog
          userId={dialog.member.userId}
          organizationName={organizationName}
          onClose={close}
        />
      )}
    </SettingsPage>
  );
}
