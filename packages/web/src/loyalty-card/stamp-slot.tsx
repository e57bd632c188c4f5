import type { CardTemplateFields } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Gift } from "lucide-react";
import { useEffect, useRef } from "react";
import { paint, readableOn, withAlpha } from "./card-colors";
import type { StampSlot as Slot } from "./card-slots";
import { StampIcon } from "./stamp-icon";
import { playStampPress } from "./stamp-press";

export type SlotTemplate = Pick<
  CardTemplateFields,
  | "stampIconType"
  | "icon"
  | "customIconUrl"
  | "stampColor"
  | "stampColorType"
  | "stampBackgroundColor"
  | "stampBackgroundColorType"
  | "stampSize"
  | "primaryColor"
  | "animationsEnabled"
>;

/**
 * One place on the card. The slot itself is painted with the stamp background (color and type);
 * a collected stamp is a disc painted with the stamp color (and type) carrying the icon; an empty
 * one shows a dashed ring and a faint icon. A milestone slot wears a small gift badge.
 */
export function StampSlotView({ slot, template }: { slot: Slot; template: SlotTemplate }) {
  const { t } = useTranslation();
  const stampRef = useRef<HTMLSpanElement>(null);
  const wasFilled = useRef(slot.filled);
  const size = template.stampSize;
  const reward = slot.rewards.join(", ");

  // Only a change from empty to filled animates: the first render shows the card as it is.
  useEffect(() => {
    if (slot.filled && !wasFilled.current && template.animationsEnabled) playStampPress(stampRef.current);
    wasFilled.current = slot.filled;
  }, [slot.filled, template.animationsEnabled]);

  const label = reward
    ? t(slot.filled ? "loyalty.card.slotFilledReward" : "loyalty.card.slotEmptyReward", {
        number: slot.number,
        reward,
      })
    : t(slot.filled ? "loyalty.card.slotFilled" : "loyalty.card.slotEmpty", { number: slot.number });

  return (
    <li
      aria-label={label}
      data-filled={slot.filled}
      data-milestone={reward ? true : undefined}
      className="relative flex items-center justify-center rounded-full"
      style={{
        width: size,
        height: size,
        background: paint(template.stampBackgroundColor, template.stampBackgroundColorType),
      }}
    >
      {slot.filled ? (
        <span
          ref={stampRef}
          data-stamp="filled"
          className="flex size-full items-center justify-center rounded-full shadow-sm"
          style={{ background: paint(template.stampColor, template.stampColorType) }}
        >
          <StampIcon
            template={template}
            size={Math.round(size * 0.55)}
            color={readableOn(template.stampColor)}
          />
        </span>
      ) : (
        <span
          data-stamp="empty"
          className="flex size-full items-center justify-center rounded-full border-2 border-dashed opacity-70"
          style={{ borderColor: withAlpha(template.stampColor, 0.55) }}
        >
          <span className="opacity-30">
            <StampIcon template={template} size={Math.round(size * 0.45)} color={template.stampColor} />
          </span>
        </span>
      )}
      {reward ? <MilestoneBadge size={size} color={template.primaryColor} /> : null}
    </li>
  );
}

function MilestoneBadge({ size, color }: { size: number; color: string }) {
  const badge = Math.max(14, Math.round(size * 0.38));
  return (
    <span
      aria-hidden
      data-milestone-badge
      className="absolute -top-1 -right-1 flex items-center justify-center rounded-full shadow ring-2 ring-white/80"
      style={{ width: badge, height: badge, backgroundColor: color }}
    >
      <Gift size={Math.round(badge * 0.62)} color={readableOn(color)} strokeWidth={2.5} />
    </span>
  );
}
