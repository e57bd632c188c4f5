import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { Cookie, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { paths } from "../../shared/paths";
import { hasCookieConsent, saveCookieConsent } from "./cookie-consent";
import { useReserveBottomSpace } from "./use-reserve-bottom-space";

// Module state, not component state: "dismiss" lasts the visit even if the layout is remounted
// (after an error page, say), and a reload starts a new visit that asks again.
let dismissedThisVisit = false;

/** Fixed at the bottom until accepted; dismissing hides it for this visit only. */
export function CookieBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => !dismissedThisVisit && !hasCookieConsent());
  const bannerRef = useRef<HTMLElement>(null);
  const titleId = useId();
  useReserveBottomSpace(bannerRef, visible);

  if (!visible) return null;

  const accept = () => {
    saveCookieConsent();
    setVisible(false);
  };
  const dismiss = () => {
    dismissedThisVisit = true;
    setVisible(false);
  };

  return (
    <section
      ref={bannerRef}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card text-card-foreground shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-4 sm:items-center sm:gap-4 sm:px-6">
        <Cookie aria-hidden className="mt-0.5 hidden size-6 shrink-0 text-primary sm:block" />
        <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-6">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-sm font-semibold">
              {t("cookies.title")}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {t("cookies.description")}{" "}
              <Link to={paths.cookies} className="font-medium text-foreground underline underline-offset-4">
                {t("cookies.policyLink")}
              </Link>
            </p>
          </div>
          <Button onClick={accept} className="mt-3 sm:mt-0">
            {t("cookies.accept")}
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={dismiss}
          aria-label={t("cookies.dismiss")}
          className="-mt-1 -mr-2 sm:m-0"
        >
          <X aria-hidden />
        </Button>
      </div>
    </section>
  );
}
