import { useTranslation } from "@stampwise/i18n";
import { StampwiseMark } from "@stampwise/web";
import type { ReactNode } from "react";
import { landingPage } from "../lib/paths";

/**
 * A page outside the signed-in shell, for a visitor who may not be signed in (the redeem page a
 * camera opens, the unsubscribe page an email links to): the product's name on top and one
 * centred column, like the sign-in screens.
 */
export function PublicPageLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="border-b pt-[env(safe-area-inset-top)]">
        <div className="mx-auto flex h-14 max-w-md items-center px-4 md:max-w-xl">
          {/* The landing page is in the other bundle: a full page load. */}
          <a
            href={landingPage}
            className="-mx-1 flex min-h-11 items-center gap-2 rounded-md px-1 text-lg font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <StampwiseMark />
            {t("common.productName")}
          </a>
        </div>
      </header>
      <main
        id="main"
        className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 pt-8 pb-[calc(2rem+env(safe-area-inset-bottom))] md:max-w-xl md:pt-12"
      >
        {children}
      </main>
    </div>
  );
}
