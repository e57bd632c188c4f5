import { useTranslation } from "@stampwise/i18n";
import { Coffee, Gift, QrCode, Stamp } from "lucide-react";

const STAMPS_REQUIRED = 10;
const STAMPS_COLLECTED = 8;

/**
 * A phone showing a stamp card, drawn with CSS and icons (no image to download, nothing to shift
 * the layout when it arrives). Purely decorative: hidden from screen readers.
 */
export function HeroIllustration() {
  const { t } = useTranslation();
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-sm select-none">
      <div className="absolute inset-6 -z-10 rounded-full bg-secondary blur-2xl" />
      <div className="mx-auto w-64 rotate-2 rounded-[2.25rem] border-[10px] border-foreground bg-background p-4 shadow-2xl sm:w-72">
        <div className="mx-auto mb-4 h-1.5 w-16 rounded-full bg-muted" />
        <div className="rounded-2xl bg-primary p-4 text-primary-foreground shadow-md">
          <div className="flex items-center justify-between">
            <span className="text-sm font-semibold">{t("common.productName")}</span>
            <Coffee className="size-5" />
          </div>
          <div className="mt-4 grid grid-cols-5 gap-2">
            {Array.from({ length: STAMPS_REQUIRED }, (_, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of identical slots
                key={index}
                className={
                  index < STAMPS_COLLECTED
                    ? "flex aspect-square items-center justify-center rounded-full bg-primary-foreground text-primary"
                    : "aspect-square rounded-full border-2 border-dashed border-primary-foreground"
                }
              >
                {index < STAMPS_COLLECTED && <Stamp className="size-3.5" />}
              </span>
            ))}
          </div>
          <p className="mt-4 text-xs font-medium">{t("landing.hero.stampsLeft")}</p>
        </div>
        <div className="mt-4 flex items-center justify-center rounded-2xl border bg-card p-5">
          <QrCode className="size-24 text-foreground" strokeWidth={1.25} />
        </div>
        <div className="mt-4 grid grid-cols-3 gap-2">
          <span className="h-2 rounded-full bg-muted" />
          <span className="h-2 rounded-full bg-muted" />
          <span className="h-2 rounded-full bg-muted" />
        </div>
      </div>
      <span className="absolute top-10 -left-1 flex size-14 -rotate-6 items-center justify-center rounded-2xl bg-card text-primary shadow-lg ring-1 ring-border sm:left-0">
        <Gift className="size-7" />
      </span>
      <span className="absolute right-0 bottom-16 flex items-center gap-1.5 rounded-full bg-card px-3 py-2 text-sm font-bold text-primary shadow-lg ring-1 ring-border">
        <Stamp className="size-4" />
        +1
      </span>
    </div>
  );
}
