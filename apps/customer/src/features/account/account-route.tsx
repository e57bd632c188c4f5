import { useTranslation } from "@stampwise/i18n";
import { useDocumentTitle } from "@stampwise/web";
import { useSignedInAccount } from "../../lib/signed-in-account";
import { NamesForm } from "./components/names-form";
import { PhoneSection } from "./components/phone-section";
import { YourDataLink } from "./components/your-data-link";

/** `/account` (account menu): the customer's names and phone number, and the way to their data. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t("customerAccount.account.documentTitle"));
  const { user } = useSignedInAccount();
  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("customerAccount.account.title")}</h1>
        <p className="text-sm break-words text-muted-foreground">{user.email}</p>
      </div>
      {/* Keyed: names saved elsewhere (another tab) start the form afresh. */}
      <NamesForm key={`${user.firstName}\u0000${user.lastName}`} user={user} />
      <PhoneSection />
      <YourDataLink />
    </>
  );
}
