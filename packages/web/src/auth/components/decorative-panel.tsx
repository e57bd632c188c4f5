import type { Role } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Coffee, Gift } from "lucide-react";
import { DECORATIVE_PANEL_FRAME } from "./decorative-panel-frame";

const STAMPS = 10;
const COLLECTED = 7;

/**
 * The picture beside the form on wide screens: a stamp card drawn with
 * CSS and icons, nothing downloaded. Hidden from screen readers; it repeats nothing the form needs.
 */
export function DecorativePanel({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden className={DECORATIVE_PANEL_FRAME}>
      <Rings />
      <div className="relative mx-auto w-full max-w-sm -rotate-3 rounded-2xl bg-card p-6 text-card-foreground shadow-2xl">
        <div className="flex items-center justify-between">
          <span className="text-lg font-semibold">{t("common.productName")}</span>
          <Coffee className="size-6 text-primary" />
        </div>
        <div className="mt-6 grid grid-cols-5 gap-3">
          {Array.from({ length: STAMPS }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of drawn circles.
              key={index}
              className={
                index < COLLECTED
                  ? "flex aspect-square items-center justify-center rounded-full bg-primary text-primary-foreground"
                  : "flex aspect-square items-center justify-center rounded-full border-2 border-dashed border-primary/40"
              }
            >
              {index < COLLECTED ? (
                <Coffee className="size-5" />
              ) : (
                index === STAMPS - 1 && <Gift className="size-5 text-primary" />
              )}
            </span>
          ))}
        </div>
        <div className="mt-6 h-2 overflow-hidden rounded-full bg-secondary">
          <div
            className="h-full rounded-full bg-primary"
            style={{ width: `${(COLLECTED / STAMPS) * 100}%` }}
          />
        </div>
      </div>
      <div className="relative mx-auto mt-12 max-w-sm text-center">
        <p className="text-3xl font-bold tracking-tight text-balance">{t(`auth.layout.tagline.${role}`)}</p>
        <p className="mt-3 text-lg text-pretty">{t(`auth.layout.taglineDescription.${role}`)}</p>
      </div>
    </div>
  );
}

/** Soft concentric rings behind the card, like the edge of a rubber stamp. */
function Rings() {
  return (
    <svg
      aria-hidden
      className="absolute -top-24 -right-24 size-[28rem] opacity-15"
      viewBox="0 0 200 200"
      fill="none"
    >
      {[90, 70, 50, 30].map((radius) => (
        <circle
          key={radius}
          cx="100"
          cy="100"
          r={radius}
          stroke="currentColor"
          strokeWidth="6"
          strokeDasharray="10 8"
        />
      ))}
    </svg>
  );
}
