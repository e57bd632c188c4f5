import type { CardTemplateFields } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { cn } from "@stampwise/ui";
import { Gift } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { readableOn, withAlpha } from "./card-colors";
import { CARD_FONT_FAMILIES, loadCardFont } from "./card-font";
import { CardHeading } from "./card-heading";
import { type CardMilestone, nextMilestone, progressPercent, stampSlots } from "./card-slots";
import { CARD_SPACING, cardBackgroundStyle, cardPatternStyle } from "./card-style";
import { StampSlotView } from "./stamp-slot";

export type LoyaltyCardViewProps = {
  /** The design; a saved CardTemplate or the admin's unsaved form values. */
  template: CardTemplateFields;
  name: string;
  description?: string;
  stampsRequired: number;
  /** Stamps collected in the current cycle. */
  stamps: number;
  milestones?: readonly CardMilestone[];
  /** Rewards earned and not yet redeemed; shown when above 0. */
  rewardsAvailable?: number;
  /** Extra content under the card's own texts, e.g. the customer app's actions. */
  footer?: ReactNode;
  className?: string;
};

/**
 * A stamp card exactly as its template designs it: the customer's cards page and the admin's live
 * preview both draw this, so what the owner designs is what the customer sees.
 */
export function LoyaltyCardView({
  template,
  name,
  description,
  stampsRequired,
  stamps,
  milestones = [],
  rewardsAvailable = 0,
  footer,
  className,
}: LoyaltyCardViewProps) {
  const { t } = useTranslation();
  const slots = stampSlots(stampsRequired, stamps, milestones);
  const total = slots.length;
  const collected = slots.filter((slot) => slot.filled).length;
  const spacing = CARD_SPACING[template.spacing];
  const pattern = cardPatternStyle(template.pattern, template.primaryColor);
  const next = nextMilestone(collected, milestones);
  const progressText = t("loyalty.card.stampsProgress", { collected, count: total });

  useEffect(() => {
    // A failed font load keeps the system fallback; nothing for the person to act on.
    loadCardFont(template.font).catch(() => undefined);
  }, [template.font]);

  return (
    <article
      aria-label={t("loyalty.card.label", { name })}
      data-font={template.font}
      data-spacing={template.spacing}
      data-animations={template.animationsEnabled}
      className={cn("relative isolate w-full overflow-hidden rounded-2xl border shadow-md", className)}
      style={{
        ...cardBackgroundStyle(template),
        fontFamily: CARD_FONT_FAMILIES[template.font],
        borderColor: withAlpha(template.primaryColor, 0.35),
      }}
    >
      {pattern ? (
        <div aria-hidden data-pattern={template.pattern} className="absolute inset-0 -z-10" style={pattern} />
      ) : null}
      <div className="flex flex-col" style={{ padding: spacing.padding, gap: spacing.gap }}>
        <CardHeading template={template} name={name} description={description} />
        <ol
          aria-label={t("loyalty.card.stampsList")}
          className="grid justify-center"
          style={{
            gap: spacing.stampGap,
            gridTemplateColumns: `repeat(auto-fill, ${template.stampSize}px)`,
          }}
        >
          {slots.map((slot) => (
            <StampSlotView key={slot.number} slot={slot} template={template} />
          ))}
        </ol>
        <CardProgress template={template} collected={collected} total={total} progressText={progressText} />
        {next || rewardsAvailable > 0 || collected >= total ? (
          <div
            className="flex flex-wrap items-center gap-2 text-sm"
            style={{ color: template.subtitleColor }}
          >
            {rewardsAvailable > 0 ? (
              <span
                data-rewards-available={rewardsAvailable}
                className="inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-semibold"
                style={{ backgroundColor: template.primaryColor, color: readableOn(template.primaryColor) }}
              >
                <Gift aria-hidden size={14} />
                {t("loyalty.card.rewardsAvailable", { count: rewardsAvailable })}
              </span>
            ) : null}
            {collected >= total ? (
              <span className="font-semibold">{t("loyalty.card.complete")}</span>
            ) : next ? (
              <span>{t("loyalty.card.nextReward", { reward: next.rewardName, count: next.stampsToGo })}</span>
            ) : null}
          </div>
        ) : null}
        {footer}
      </div>
    </article>
  );
}

/** The count as text (always) and, when the template asks for it, a real progress bar. */
function CardProgress({
  template,
  collected,
  total,
  progressText,
}: {
  template: Pick<CardTemplateFields, "showProgressBar" | "primaryColor" | "titleColor">;
  collected: number;
  total: number;
  progressText: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-semibold tabular-nums" style={{ color: template.titleColor }}>
        {progressText}
      </p>
      {template.showProgressBar ? (
        <div
          role="progressbar"
          aria-label={t("loyalty.card.progress")}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={collected}
          aria-valuetext={progressText}
          className="h-2.5 w-full overflow-hidden rounded-full"
          style={{ backgroundColor: withAlpha(template.primaryColor, 0.2) }}
        >
          <div
            className="h-full rounded-full transition-[width] duration-500 ease-out"
            style={{ width: `${progressPercent(total, collected)}%`, backgroundColor: template.primaryColor }}
          />
        </div>
      ) : null}
    </div>
  );
}
