import type { InvitationPreview } from "@stampwise/contract";
import { currentLanguage, formatDate, useTranslation } from "@stampwise/i18n";
import { ScreenHeading } from "@stampwise/web";

/** "Olga Owner invited you to help run Kafé Kanel as an administrator", and until when. */
export function InvitationWelcome({ preview }: { preview: InvitationPreview }) {
  const { t, i18n } = useTranslation();
  const values = { organization: preview.organizationName, inviter: preview.invitedBy ?? "" };
  const welcome = preview.invitedBy
    ? t(`administrators.invitation.welcome.${preview.role}`, values)
    : t(`administrators.invitation.welcomeNoInviter.${preview.role}`, values);
  return (
    <ScreenHeading
      title={t("administrators.invitation.title", values)}
      description={
        <>
          {welcome}{" "}
          {t("administrators.invitation.validUntil", {
            date: formatDate(preview.expiresAt, currentLanguage(i18n)),
          })}
        </>
      }
    />
  );
}
