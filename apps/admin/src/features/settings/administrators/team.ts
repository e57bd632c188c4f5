import type { Administrator, Invitation, InvitationStatus, MembershipRole } from "@stampwise/contract";

/** Who looks at the team: their account and their role in this organization. */
export type Viewer = { userId: string; role: MembershipRole };

export interface MemberPermissions {
  /** Owners edit anyone's names, phone and role (the role stays put for the last owner). */
  canEdit: boolean;
  /** Owners mail another member a reset link; your own password you reset from the login page. */
  canSendPasswordReset: boolean;
  /** What removing this row means to the viewer: removing someone, leaving, or nothing allowed. */
  removal: "remove" | "leave" | null;
  /** The organization's only owner: never demoted or removed (the API answers LAST_OWNER). */
  isLastOwner: boolean;
}

export type TeamRow =
  | {
      kind: "member";
      key: string;
      member: Administrator;
      /** The viewer's own row, marked "(you)". */
      isViewer: boolean;
      status: "member";
      permissions: MemberPermissions;
    }
  | { kind: "invitation"; key: string; invitation: Invitation; status: InvitationStatus; canCancel: boolean };

/**
 * What the viewer may do to one member, mirroring the API: owners manage everyone, anyone may
 * leave, and an organization always keeps an owner.
 */
export function memberPermissions(
  member: Administrator,
  viewer: Viewer,
  ownerCount: number,
): MemberPermissions {
  const isOwner = viewer.role === "owner";
  const isViewer = member.userId === viewer.userId;
  return {
    canEdit: isOwner,
    canSendPasswordReset: isOwner && !isViewer,
    removal: isViewer ? "leave" : isOwner ? "remove" : null,
    isLastOwner: member.role === "owner" && ownerCount <= 1,
  };
}

/** Members first, in the order they joined, then the open invitations, as one table. */
export function teamRows(
  members: readonly Administrator[],
  invitations: readonly Invitation[],
  viewer: Viewer,
): TeamRow[] {
  const ownerCount = members.filter((member) => member.role === "owner").length;
  return [
    ...members.map(
      (member): TeamRow => ({
        kind: "member",
        key: `member:${member.userId}`,
        member,
        isViewer: member.userId === viewer.userId,
        status: "member",
        permissions: memberPermissions(member, viewer, ownerCount),
      }),
    ),
    ...invitations.map(
      (invitation): TeamRow => ({
        kind: "invitation",
        key: `invitation:${invitation.id}`,
        invitation,
        status: invitation.status,
        canCancel: viewer.role === "owner",
      }),
    ),
  ];
}

/** "Anna Svensson"; either part may be blank. */
export function personName(person: { firstName: string; lastName: string }): string {
  return [person.firstName, person.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
}
