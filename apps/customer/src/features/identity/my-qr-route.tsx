import { useTranslation } from "@stampwise/i18n";
import { Button, EmptyState, Skeleton } from "@stampwise/ui";
import { useDocumentTitle } from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { ShieldAlertIcon, SunIcon, WalletCardsIcon } from "lucide-react";
import { useMemo } from "react";
import { LoadFailedState } from "../../components/load-failed-state";
import { paths } from "../../lib/paths";
import { useSignedInAccount } from "../../lib/signed-in-account";
import { useIdentitySecret } from "./api/get-identity-secret";
import { IdentityQrPanel } from "./components/identity-qr-panel";
import { useScreenWakeLock } from "./hooks/use-screen-wake-lock";
import { webCryptoSigner } from "./identity-code";

/**
 * The personal QR code a store scans to find the customer: derived on
 * the phone every 30 seconds from a secret fetched once, so it keeps working offline.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t("myQr.documentTitle"));
  const { user } = useSignedInAccount();
  const signer = useMemo(webCryptoSigner, []);
  const secret = useIdentitySecret(user.id);
  const screenKeptOn = useScreenWakeLock();

  return (
    <>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("myQr.title")}</h1>
        <p className="text-muted-foreground">{t("myQr.intro")}</p>
      </div>
      {!signer ? (
        <EmptyState
          icon={<ShieldAlertIcon />}
          title={t("myQr.unsupported.title")}
          description={t("myQr.unsupported.description")}
        />
      ) : secret.data ? (
        <>
          <IdentityQrPanel signer={signer} user={user} secret={secret.data} />
          <ul className="mx-auto flex w-full max-w-sm flex-col gap-2 text-sm text-muted-foreground">
            <li className="flex items-start gap-2">
              <SunIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t("myQr.brightnessHint")}
            </li>
            {screenKeptOn ? <li className="ps-6">{t("myQr.keptAwake")}</li> : null}
          </ul>
        </>
      ) : secret.isError ? (
        <LoadFailedState
          title={t("myQr.loadFailed.title")}
          description={t("myQr.loadFailed.description")}
          retryLabel={t("myQr.loadFailed.retry")}
          onRetry={() => void secret.refetch()}
          retrying={secret.isFetching}
        />
      ) : (
        <div
          aria-busy="true"
          className="mx-auto flex w-full max-w-sm flex-col items-center gap-4 rounded-3xl bg-white p-5 ring-1 ring-black/10"
        >
          <span className="sr-only" role="status">
            {t("myQr.loading")}
          </span>
          <Skeleton className="aspect-square w-full bg-neutral-200" />
          <Skeleton className="h-6 w-40 bg-neutral-200" />
        </div>
      )}
      <Button asChild variant="outline" size="lg" className="min-h-11 self-center">
        <Link to={paths.cards}>
          <WalletCardsIcon aria-hidden />
          {t("myQr.toCards")}
        </Link>
      </Button>
    </>
  );
}
