import { Button, EmptyState } from "@stampwise/ui";
import { useDocumentTitle } from "@stampwise/web";
import { QrCodeIcon, WalletCardsIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths";

/** The personal QR code a store scans to find the customer (DESIGN §3 "Identity QR"). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t("customer.myQr.documentTitle"));

  return (
    <>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("customer.myQr.title")}</h1>
        <p className="text-muted-foreground">{t("customer.myQr.intro")}</p>
      </div>
      <EmptyState
        icon={<QrCodeIcon />}
        title={t("customer.myQr.emptyTitle")}
        description={t("customer.myQr.emptyDescription")}
        action={
          <Button asChild variant="outline" size="lg" className="min-h-11">
            <Link to={paths.cards}>
              <WalletCardsIcon aria-hidden />
              {t("customer.myQr.toCards")}
            </Link>
          </Button>
        }
      />
    </>
  );
}
