import { useEffect, useState } from "react";
import { type HmacSigner, identityCodeFor } from "../identity-code";
import { type IdentityCountdown, identityCountdown } from "../identity-countdown";

/** Often enough for a smooth ring and a second counter that never lags visibly. */
const TICK_MS = 250;

/** The countdown of the current moment, ticking while the page is shown. */
function useCountdown(): IdentityCountdown {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return identityCountdown(now);
}

/**
 * The code to show now and the countdown to the next one. A new code is derived when the window
 * changes; the previous one stays on screen for the few milliseconds that takes (the server also
 * accepts the previous window, so it is never wrong to show it).
 */
export function useIdentityCode(signer: HmacSigner, userId: string, secret: string) {
  const countdown = useCountdown();
  const { window } = countdown;
  const [code, setCode] = useState<{ window: number; value: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    identityCodeFor(signer, userId, secret, window).then(
      (value) => current && setCode({ window, value }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [signer, userId, secret, window]);

  return { code, countdown, failed };
}
