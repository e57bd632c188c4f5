import type { Administrator, Invitation } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@stampwise/ui";
import { Ellipsis, KeyRound, LogOut, MailX, Pencil, Trash2 } from "lucide-react";
import type { TeamRow } from "../team";

export type TeamActions = {
  onEdit: (row: Extract<TeamRow, { kind: "member" }>) => void;
  onSendPasswordReset: (member: Administrator) => void;
  onRemove: (member: Administrator) => void;
  onLeave: (member: Administrator) => void;
  onCancelInvitation: (invitation: Invitation) => void;
};

/**
 * The actions the viewer may take on one row (see `memberPermissions`); none, no menu. The last
 * owner's removal stays in the menu, disabled, with the reason under it.
 */
export function TeamRowMenu({ row, name, ...actions }: { row: TeamRow; name: string } & TeamActions) {
  const { t } = useTranslation();
  const hasActions = row.kind === "invitation" ? row.canCancel : hasMemberActions(row);
  if (!hasActions) return null;

  return (
    // Not modal: a dialog opened from an item would otherwise inherit the menu's locked page.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t("administrators.list.moreActions", { name })}
        >
          <Ellipsis aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-64">
        {row.kind === "invitation" ? (
          <DropdownMenuItem variant="destructive" onSelect={() => actions.onCancelInvitation(row.invitation)}>
            <MailX aria-hidden />
            {t("administrators.actions.cancelInvitation")}
          </DropdownMenuItem>
        ) : (
          <MemberItems row={row} {...actions} />
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function hasMemberActions(row: Extract<TeamRow, { kind: "member" }>): boolean {
  const { canEdit, canSendPasswordReset, removal } = row.permissions;
  return canEdit || canSendPasswordReset || removal !== null;
}

function MemberItems({ row, ...actions }: { row: Extract<TeamRow, { kind: "member" }> } & TeamActions) {
  const { t } = useTranslation();
  const { member, permissions } = row;
  const leaving = permissions.removal === "leave";
  return (
    <>
      {permissions.canEdit && (
        <DropdownMenuItem onSelect={() => actions.onEdit(row)}>
          <Pencil aria-hidden />
          {t("administrators.actions.edit")}
        </DropdownMenuItem>
      )}
      {permissions.canSendPasswordReset && (
        <DropdownMenuItem onSelect={() => actions.onSendPasswordReset(member)}>
          <KeyRound aria-hidden />
          {t("administrators.actions.resetPassword")}
        </DropdownMenuItem>
      )}
      {permissions.removal && (
        <DropdownMenuItem
          variant="destructive"
          disabled={permissions.isLastOwner}
          onSelect={() => (leaving ? actions.onLeave(member) : actions.onRemove(member))}
        >
          {leaving ? <LogOut aria-hidden /> : <Trash2 aria-hidden />}
          {t(leaving ? "administrators.actions.leave" : "administrators.actions.remove")}
        </DropdownMenuItem>
      )}
      {permissions.removal && permissions.isLastOwner && (
        // Outside the disabled item, so the reason is not dimmed with it.
        <p className="px-2 pb-1.5 text-xs text-muted-foreground">{t("administrators.actions.lastOwner")}</p>
      )}
    </>
  );
}
