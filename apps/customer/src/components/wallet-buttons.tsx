import { useTranslation } from "@stampwise/i18n";
import { useAuthProviders } from "@stampwise/web";

/** The wallets' own names: brand names, the same in every language. */
const APPLE_WALLET = "Apple Wallet";

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

/**
 * "Add to Apple Wallet" under a card, where the server signs passes: Apple's badge (black, the
 * Wallet mark, "Add to" over "Apple Wallet" in the visitor's language). It is a plain link to the
 * pass file, as Apple asks: Safari opens the pass's own "Add" sheet, other browsers download it.
 */
export function WalletButtons({ instanceId, cardName }: { instanceId: string; cardName: string }) {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  if (!providers?.appleWallet) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={`/api/user/wallet/apple/${instanceId}`}
        aria-label={t("customer.wallet.addToAppleLabel", { card: cardName })}
        data-wallet="apple"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-[#a6a6a6] bg-black px-3 py-1.5 text-white outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <AppleWalletMark />
        <span className="flex flex-col text-left leading-tight">
          <span className="text-[11px]">{t("customer.wallet.addTo")}</span>
          <span className="text-base font-medium">{APPLE_WALLET}</span>
        </span>
      </a>
    </div>
  );
}
