import { useEffect, useState } from "react";

/**
 * Keeps the screen on while the code is shown (Screen Wake Lock API), so it does not dim at the
 * counter. The browser drops the lock whenever the page is hidden; it is asked for again when the
 * page is visible again. Returns whether the lock is held, so the page only claims it when true.
 */
export function useScreenWakeLock(): boolean {
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let unmounted = false;

    const acquire = async () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const next = await navigator.wakeLock.request("screen");
        if (unmounted) {
          await next.release();
          return;
        }
        sentinel = next;
        setHeld(true);
        next.addEventListener("release", () => setHeld(false));
      } catch {
        // Refused (battery saver, no user activation yet): the screen just dims as usual.
        setHeld(false);
      }
    };

    const onVisibilityChange = () => void acquire();
    void acquire();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      unmounted = true;
      document.removeEventListener("visibilitychange", onVisibilityChange);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);

  return held;
}
