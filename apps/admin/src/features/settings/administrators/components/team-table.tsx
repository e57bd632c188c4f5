import type { MembershipRole } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Badge,
  type BadgeProps,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@stampwise/ui";
import { useOrganizationTime } from "../../../../shared/time/organization-time";
import { personName, type TeamRow } from "../team";
import { type TeamActions, TeamRowMenu } from "./team-row-menu";

const STATUS_BADGE: Record<TeamRow["status"], BadgeProps["variant"]> = {
  member: "secondary",
  pending: "outline",
  expired: "destructive",
};

/**
 * Administrators page: members and open invitations in one table. Narrow screens drop
 * the email, phone and role columns; the email and role then stand under the name.
 */
export function TeamTable({ rows, ...actions }: { rows: readonly TeamRow[] } & TeamActions) {
  const { t } = useTranslation();
  const time = useOrganizationTime();

  return (
    <Table>
      <TableCaption className="sr-only">{t("administrators.list.caption")}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t("administrators.list.name")}</TableHead>
          <TableHead className="hidden md:table-cell">{t("administrators.list.email")}</TableHead>
          <TableHead className="hidden xl:table-cell">{t("administrators.list.phone")}</TableHead>
          <TableHead className="hidden sm:table-cell">{t("administrators.list.role")}</TableHead>
          <TableHead>{t("administrators.list.status")}</TableHead>
          <TableHead className="w-10 text-right">
            <span className="sr-only">{t("administrators.list.actions")}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const person = row.kind === "member" ? row.member : row.invitation;
          const name = personName(person) || person.email;
          const expiry =
            row.kind === "invitation"
              ? t(
                  row.status === "expired" ? "administrators.list.expiredOn" : "administrators.list.expires",
                  {
                    date: time.date(row.invitation.expiresAt),
                  },
                )
              : undefined;
          return (
            <TableRow key={row.key}>
              <TableCell className="max-w-32 sm:max-w-56">
                <span className="block truncate font-medium">
                  {name}
                  {row.kind === "member" && row.isViewer && (
                    <span className="font-normal text-muted-foreground"> {t("administrators.list.you")}</span>
                  )}
                </span>
                <span className="block truncate text-xs text-muted-foreground md:hidden">{person.email}</span>
                <RoleBadge role={person.role} className="mt-1 sm:hidden" />
              </TableCell>
              <TableCell className="hidden max-w-56 truncate md:table-cell">{person.email}</TableCell>
              <TableCell className="hidden whitespace-nowrap tabular-nums xl:table-cell">
                {person.phoneNumber ?? (
                  <span className="text-muted-foreground">{t("administrators.list.noPhone")}</span>
                )}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <RoleBadge role={person.role} />
              </TableCell>
              <TableCell>
                <Badge variant={STATUS_BADGE[row.status]}>{t(`administrators.statuses.${row.status}`)}</Badge>
                {/* Wraps on a phone, where the status column is as narrow as its badge. */}
                {expiry && (
                  <span className="mt-1 block text-xs whitespace-normal text-muted-foreground">{expiry}</span>
                )}
              </TableCell>
              <TableCell className="text-right">
                <TeamRowMenu row={row} name={name} {...actions} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function RoleBadge({ role, className }: { role: MembershipRole; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant={role === "owner" ? "default" : "outline"} className={className}>
      {t(`administrators.roles.${role}`)}
    </Badge>
  );
}
