import { Button, EmptyState } from "@stampwise/ui";
import { useDocumentTitle } from "@stampwise/web";
import { QrCodeIcon, WalletCardsIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths";

/** The customer's loyalty cards; until the first stamp, how to get one. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t("customer.cards.documentTitle"));

  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{t("customer.cards.title")}</h1>
      <EmptyState
        icon={<WalletCardsIcon />}
        title={t("customer.cards.emptyTitle")}
        description={t("customer.cards.emptyDescription")}
        action={
          <Button asChild size="lg" className="min-h-11">
            <Link to={paths.myQr}>
              <QrCodeIcon aria-hidden />
              {t("customer.cards.showQr")}
            </Link>
          </Button>
        }
      />
    </>
  );
}
