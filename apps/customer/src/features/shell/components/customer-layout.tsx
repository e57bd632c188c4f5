import { useTranslation } from "@stampwise/i18n";
import { useLiveEvent } from "@stampwise/web";
import type { ReactNode } from "react";
import { useSignedInAccount } from "../../../lib/signed-in-account";
import { TopBar } from "./top-bar";

/** Nothing to do on `ready` here: subscribing is what opens the shared stream for the pages. */
const onReady = () => {};

/**
 * Mobile first: one phone-width column. On wide screens the column widens a little and stays
 * centred, with the navigation in the top bar, so the app reads as a focused app, not a stretched
 * phone screen. Rendered only behind the guard, which provides the account.
 */
export function CustomerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, offline } = useSignedInAccount();
  // Offline there is no stream to open; the guard re-checks the session when the network is back.
  useLiveEvent("ready", onReady, !offline);
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <TopBar user={user} offline={offline} />
      <main
        id="main"
        // Phones: room for the fixed tab bar (3.5rem) and the home indicator below the last line.
        className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 pt-6 pb-[calc(5rem+env(safe-area-inset-bottom))] md:max-w-3xl md:pt-10 md:pb-12"
      >
        {offline ? (
          <p role="status" className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
            {t("customer.offline.description")}
          </p>
        ) : null}
        {children}
      </main>
    </div>
  );
}
