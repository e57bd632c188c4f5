import type { YourData } from "@stampwise/contract";
import { currentLanguage, formatDate, LANGUAGES, useTranslation } from "@stampwise/i18n";
import { Card, CardContent, CardHeader, CardTitle } from "@stampwise/ui";
import { DataList } from "./data-list";

/** What the person gave Stampwise itself: the account every business sees a part of. */
export function AccountDataCard({ account }: { account: YourData["account"] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const none = t("customerAccount.yourData.account.none");
  const phone = account.phoneNumber
    ? account.phoneConfirmed
      ? account.phoneNumber
      : t("customerAccount.yourData.account.phoneUnconfirmed", { number: account.phoneNumber })
    : none;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("customerAccount.yourData.account.title")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <DataList
          rows={[
            [t("customerAccount.yourData.account.email"), account.email],
            [
              t("customerAccount.yourData.account.name"),
              `${account.firstName} ${account.lastName}`.trim() || none,
            ],
            [t("customerAccount.yourData.account.phone"), phone],
            [
              t("customerAccount.yourData.account.birthDate"),
              account.birthDate ? formatDate(account.birthDate, language) : none,
            ],
            [
              t("customerAccount.yourData.account.language"),
              LANGUAGES.find((each) => each.code === account.language)?.label ?? account.language,
            ],
            [
              t("customerAccount.yourData.account.google"),
              account.signsInWithGoogle
                ? t("customerAccount.yourData.account.yes")
                : t("customerAccount.yourData.account.no"),
            ],
            [t("customerAccount.yourData.account.created"), formatDate(account.createdAt, language)],
          ]}
        />
      </CardContent>
    </Card>
  );
}
