import type { GoogleWalletSave } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { ApiError, apiRequest, toastForApiError, useAuthProviders } from "@stampwise/web";
import { useState } from "react";

/** The wallets' own names: brand names, the same in every language. */
const APPLE_WALLET = "Apple Wallet";
const GOOGLE_WALLET = "Google Wallet";

const badge =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-[#a6a6a6] bg-black px-3 py-1.5 text-white outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-70";

/**
 * Apple's Wallet mark, drawn as Apple's badge shows it: a stack of cards in the Wallet colours on
 * a dark pocket.
 */
function AppleWalletMark() {
  return (
    <svg aria-hidden viewBox="0 0 32 24" className="h-6 w-8 shrink-0">
      <rect x="1" y="1" width="30" height="22" rx="4" fill="#d9d9d9" />
      <rect x="3" y="3" width="26" height="5" rx="1.5" fill="#00a3e0" />
      <rect x="3" y="6" width="26" height="5" rx="1.5" fill="#4cc35e" />
      <rect x="3" y="9" width="26" height="5" rx="1.5" fill="#fdb92e" />
      <rect x="3" y="12" width="26" height="5" rx="1.5" fill="#f2594b" />
      <path
        d="M1 15h9.5c1.2 0 1.8 1.1 2.6 2.1.8 1 1.7 1.6 2.9 1.6s2.1-.6 2.9-1.6c.8-1 1.4-2.1 2.6-2.1H31v4a4 4 0 0 1-4 4H5a4 4 0 0 1-4-4z"
        fill="#1c1c1e"
      />
    </svg>
  );
}

/** Google Wallet's mark as its button shows it: three cards in Google's colours over a blue one. */
function GoogleWalletMark() {
  return (
    <svg aria-hidden viewBox="0 0 28 24" className="h-6 w-7 shrink-0">
      <rect x="2" y="2" width="24" height="8" rx="3" fill="#ea4335" />
      <rect x="2" y="6" width="24" height="8" rx="3" fill="#fbbc04" />
      <rect x="2" y="10" width="24" height="8" rx="3" fill="#34a853" />
      <path d="M2 14h7.5a4.5 4.5 0 0 0 9 0H26v5a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3z" fill="#4285f4" />
    </svg>
  );
}

function BadgeText({ lead, wallet }: { lead: string; wallet: string }) {
  return (
    <span className="flex flex-col text-left leading-tight">
      <span className="text-[11px]">{lead}</span>
      <span className="text-base font-medium">{wallet}</span>
    </span>
  );
}

/**
 * "Add to Apple Wallet" and "Add to Google Wallet" under a card, each where the server makes that
 * wallet's passes: the wallets' own black badges with their marks, "Add to" in the visitor's
 * language over the wallet's name. Apple's is a plain link to the pass file, as Apple asks: Safari
 * opens the pass's own "Add" sheet, other browsers download it. Google's asks the server for the
 * card's save link (signed for this site) and goes there.
 */
export function WalletButtons({ instanceId, cardName }: { instanceId: string; cardName: string }) {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  const [openingGoogle, setOpeningGoogle] = useState(false);
  if (!providers?.appleWallet && !providers?.googleWallet) return null;

  async function addToGoogleWallet() {
    setOpeningGoogle(true);
    try {
      // Read without the contract's zod schema: the cards screen's first load carries no zod.
      const { data } = await apiRequest(`/user/wallet/google/${instanceId}`);
      const saveUrl = (data as Partial<GoogleWalletSave> | undefined)?.saveUrl;
      if (typeof saveUrl !== "string" || !/^https?:\/\//.test(saveUrl)) throw new ApiError(0, undefined);
      window.location.assign(saveUrl);
    } catch (error) {
      setOpeningGoogle(false);
      toastForApiError(error, t, {
        title: t("customer.wallet.googleFailed.title"),
        description: t("customer.wallet.googleFailed.description"),
      });
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      {providers.appleWallet && (
        <a
          href={`/api/user/wallet/apple/${instanceId}`}
          aria-label={t("customer.wallet.addToAppleLabel", { card: cardName })}
          data-wallet="apple"
          className={badge}
        >
          <AppleWalletMark />
          <BadgeText lead={t("customer.wallet.addTo")} wallet={APPLE_WALLET} />
        </a>
      )}
      {providers.googleWallet && (
        <button
          type="button"
          aria-label={t("customer.wallet.addToGoogleLabel", { card: cardName })}
          aria-busy={openingGoogle}
          disabled={openingGoogle}
          data-wallet="google"
          className={badge}
          onClick={() => void addToGoogleWallet()}
        >
          <GoogleWalletMark />
          <BadgeText lead={t("customer.wallet.addTo")} wallet={GOOGLE_WALLET} />
        </button>
      )}
    </div>
  );
}
