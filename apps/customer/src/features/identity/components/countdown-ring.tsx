import { useTranslation } from "@stampwise/i18n";

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The seconds until the next code inside a ring that empties with them. Drawn in black on the
 * white code panel in both themes; the text is what screen readers get, once per change of code
 * rather than every second (the live region only holds the whole sentence at the start).
 */
export function CountdownRing({ secondsLeft, remaining }: { secondsLeft: number; remaining: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <svg viewBox="0 0 48 48" className="size-12 shrink-0 -rotate-90" aria-hidden>
        <circle cx="24" cy="24" r={RADIUS} fill="none" stroke="#e5e5e5" strokeWidth="5" />
        <circle
          cx="24"
          cy="24"
          r={RADIUS}
          fill="none"
          stroke="#111111"
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - remaining)}
          className="transition-[stroke-dashoffset] duration-300 ease-linear motion-reduce:transition-none"
        />
      </svg>
      <p className="text-base font-medium text-neutral-900 tabular-nums" data-testid="identity-countdown">
        {t("myQr.countdown", { count: secondsLeft })}
      </p>
    </div>
  );
}
