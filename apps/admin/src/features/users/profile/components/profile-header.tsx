import type { PersonSummary } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Avatar, AvatarFallback, AvatarImage, Badge } from "@stampwise/ui";
import { UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { useOrganizationTime } from "../../../../shared/time/organization-time";
import { initials, NOT_SHOWN, personLabel } from "../../full-name";

/**
 * Who this is: picture or initials, name, email, phone and since when they are a customer. The API
 * withholds all of it for a person who is not a customer here yet; the header says so.
 */
export function ProfileHeader({ user, actions }: { user: PersonSummary; actions: ReactNode }) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  const name = personLabel(user, t("users.profile.withheldName"));
  const withheld = <span className="text-muted-foreground">{NOT_SHOWN}</span>;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 items-start gap-4">
        <Avatar className="size-14 text-lg" aria-hidden>
          {user.pictureUrl && <AvatarImage src={user.pictureUrl} alt="" referrerPolicy="no-referrer" />}
          <AvatarFallback>{initials(user) || <UserRound className="size-6" />}</AvatarFallback>
        </Avatar>
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{name}</h1>
            {!user.memberSince && <Badge variant="secondary">{t("users.profile.details.notCustomer")}</Badge>}
          </div>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <Detail label={t("users.profile.details.email")}>
              {user.email ? (
                <a href={`mailto:${user.email}`} className="break-all underline-offset-4 hover:underline">
                  {user.email}
                </a>
              ) : (
                withheld
              )}
            </Detail>
            <Detail label={t("users.profile.details.phoneNumber")}>
              {user.phoneNumber ? (
                <a
                  href={`tel:${user.phoneNumber}`}
                  className="tabular-nums underline-offset-4 hover:underline"
                >
                  {user.phoneNumber}
                </a>
              ) : user.memberSince ? (
                <span className="text-muted-foreground">{t("users.profile.details.noPhone")}</span>
              ) : (
                withheld
              )}
            </Detail>
            <Detail label={t("users.profile.details.memberSince")}>
              {user.memberSince ? (
                <time dateTime={user.memberSince}>{time.date(user.memberSince)}</time>
              ) : (
                <span className="text-muted-foreground">{t("users.profile.details.notCustomer")}</span>
              )}
            </Detail>
          </dl>
          {!user.memberSince && (
            <p className="text-sm text-muted-foreground">{t("users.profile.details.withheld")}</p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="mb-1 min-w-0 sm:mb-0">{children}</dd>
    </>
  );
}
