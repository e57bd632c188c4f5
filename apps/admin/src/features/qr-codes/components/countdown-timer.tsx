import { useTranslation } from "@stampwise/i18n";
import { useEffect, useRef, useState } from "react";
import { countdownParts, formatCountdown } from "../countdown";

/** The current time, updated on each whole second before `deadline`, and no more after it. */
function useNowUntil(deadline: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) return;
      // Wake just after the displayed second changes, so the clock never skips or lags a digit.
      const untilNextSecond = (deadline - current) % 1000 || 1000;
      timer = setTimeout(tick, untilNextSecond + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);
  return now;
}

/**
 * "Expires in 04:59", large enough to read across a counter (`caption` says otherwise where the
 * code is simply replaced: "New code in"). Calls `onExpire` once when it reaches zero. A timer role
 * is not announced on every tick; the label tells the time left when visited.
 */
export function CountdownTimer({
  deadline,
  onExpire,
  caption,
}: {
  deadline: number;
  onExpire: () => void;
  caption?: string;
}) {
  const { t } = useTranslation();
  const now = useNowUntil(deadline);
  const msLeft = deadline - now;
  const expired = msLeft <= 0;
  const latestOnExpire = useRef(onExpire);
  latestOnExpire.current = onExpire;

  useEffect(() => {
    if (expired) latestOnExpire.current();
  }, [expired]);

  const { minutes, seconds } = countdownParts(msLeft);
  return (
    <div
      role="timer"
      aria-label={t("qrCodes.show.countdownLabel", { minutes, seconds })}
      className="flex flex-col items-center gap-0.5"
    >
      <span aria-hidden className="text-sm text-muted-foreground">
        {caption ?? t("qrCodes.show.expiresIn")}
      </span>
      <span
        aria-hidden
        className="font-mono text-3xl font-semibold tabular-nums"
        data-testid="counter-countdown"
      >
        {formatCountdown(msLeft)}
      </span>
    </div>
  );
}
