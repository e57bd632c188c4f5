import { useTranslation } from "@stampwise/i18n";
import { Spinner } from "@stampwise/ui";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "../../routing/router";
import type { AuthDoor } from "../auth-door";
import { browserStorage } from "../browser-storage";
import { isOAuthPopupAwaited, reportOAuthResult } from "../oauth-popup";

/** How long a window that should have closed waits before it becomes a normal tab of the app. */
const CLOSE_FALLBACK_MS = 1000;

/**
 * `/oauth`, where the Google popup lands (content not shown). It hands the result to
 * the waiting login screen through the localStorage flag and closes. Opened any other way — or
 * when the browser refuses to close it — it goes to the login page, which moves a signed-in
 * account on.
 */
export function OAuthScreen({ door }: { door: AuthDoor }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; the result must be reported once.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const status = params.get("status") === "completed" ? "completed" : "cancelled";
    // window.opener is usually gone here: the opener-policy cut it on the way through Google.
    const isPopup = isOAuthPopupAwaited(browserStorage) || Boolean(window.opener);
    if (!isPopup) {
      navigate(door.paths.login, { replace: true });
      return;
    }
    reportOAuthResult(browserStorage, status, params.get("reason"));
    window.close();
    window.setTimeout(() => navigate(door.paths.login, { replace: true }), CLOSE_FALLBACK_MS);
  }, [params, navigate, door.paths.login]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background text-foreground">
      <h1 className="sr-only">{t("authFlows.oauth.title")}</h1>
      <Spinner label={t("authFlows.oauth.title")} className="text-muted-foreground [&_svg]:size-8" />
    </main>
  );
}
