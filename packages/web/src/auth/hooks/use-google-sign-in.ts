import type { Role, User } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { useEffect, useRef, useState } from "react";
import { apiUrl } from "../../api/client";
import { browserStorage } from "../browser-storage";
import { centredPopupFeatures, type OAuthOutcome, watchOAuthPopup } from "../oauth-popup";
import { fetchSession } from "../session-api";

/** Reusing the name makes a second click bring the same popup back instead of opening another. */
const POPUP_NAME = "stampwise-google";

export type GoogleSignInOptions = {
  loginType: Role;
  /** Which texts a failure shows: "Unable to complete Google login" or "Google sign-up could not start". */
  purpose: "login" | "signup";
  /** The popup signed an account in and the session check found it. */
  onSignedIn: (user: User) => void;
  /** The session check after a completed popup failed (back to the login page). */
  onSessionMissing: () => void;
  /** Google knew the account, but it belongs to the other door. */
  onWrongDoor: () => void;
};

const browserTimers = {
  setInterval: (callback: () => void, ms: number) => window.setInterval(callback, ms),
  clearInterval: (id: unknown) => window.clearInterval(id as number),
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (id: unknown) => window.clearTimeout(id as number),
};

/**
 * "Continue with Google": a centred 500×600 popup on `/api/auth/google`, watched through
 * the localStorage flag until it completes, is cancelled or times out after five minutes.
 */
export function useGoogleSignIn(options: GoogleSignInOptions) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const watch = useRef<{ stop: () => void } | null>(null);
  // The latest callbacks, so an answer arriving minutes later does not call a stale render's.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => () => watch.current?.stop(), []);

  const failureToast = (kind: "failed" | "blocked" | "timeout") => {
    const { purpose } = latest.current;
    const texts = {
      failed: purpose === "signup" ? "auth.google.signupFailed" : "auth.google.loginFailed",
      blocked: "auth.google.popupBlocked",
      timeout: "auth.google.timedOut",
    } as const;
    toast({
      title: t(`${texts[kind]}.title`),
      description: t(`${texts[kind]}.description`),
      variant: "destructive",
    });
  };

  const handleOutcome = async (outcome: OAuthOutcome) => {
    watch.current = null;
    if (outcome.status === "completed") {
      const user = await fetchSession().catch(() => null);
      if (user) latest.current.onSignedIn(user);
      else {
        failureToast("failed");
        latest.current.onSessionMissing();
      }
    } else if (outcome.status === "cancelled") {
      // Saying no at Google is a choice, not an error; a wrong door gets its own explanation.
      if (outcome.reason === "invalid_login_type") latest.current.onWrongDoor();
      else if (outcome.reason !== "denied") failureToast("failed");
    } else {
      failureToast(outcome.status);
    }
    setBusy(false);
  };

  const start = () => {
    watch.current?.stop();
    setBusy(true);
    const url = apiUrl("/auth/google", { platform: "web", loginType: latest.current.loginType });
    watch.current = watchOAuthPopup({
      openPopup: () => window.open(url, POPUP_NAME, centredPopupFeatures(window)),
      storage: browserStorage,
      timers: browserTimers,
      onOutcome: (outcome) => void handleOutcome(outcome),
      onPopupClosed: () => setBusy(false),
    });
  };

  return { start, isBusy };
}
