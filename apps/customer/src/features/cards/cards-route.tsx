import { Button, EmptyState } from "@stampwise/ui";
import { QrCodeIcon, WalletCardsIcon } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths";

/** The customer's loyalty cards; until the first stamp, how to get one. */
export function Component() {
  const { t } = useTranslation();
  const documentTitle = t("customer.cards.documentTitle");
  useEffect(() => {
    // Queued behind the root layout's effect, which sets the app's generic title after ours.
    queueMicrotask(() => {
      document.title = documentTitle;
    });
  }, [documentTitle]);

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
