import type { CardTemplateFields } from "@stampwise/contract";
import { BadgeCheck, Circle, Coffee, Gift, Heart, type LucideIcon, Stamp, Star } from "lucide-react";
import { safeImageUrl } from "./card-style";
import { useBrokenImage } from "./use-broken-image";

export const STANDARD_STAMP_ICONS: Record<CardTemplateFields["icon"], LucideIcon> = {
  star: Star,
  heart: Heart,
  circle: Circle,
  coffee: Coffee,
  gift: Gift,
  stamp: Stamp,
  default: BadgeCheck,
};

type StampIconProps = {
  template: Pick<CardTemplateFields, "stampIconType" | "icon" | "customIconUrl">;
  /** Icon size in px. */
  size: number;
  color: string;
};

/**
 * The mark inside a stamp: the chosen standard icon, or the owner's own image. A custom image
 * that is missing or fails to load falls back to the standard icon so the stamp never looks empty.
 */
export function StampIcon({ template, size, color }: StampIconProps) {
  const customUrl = template.stampIconType === "custom" ? safeImageUrl(template.customIconUrl) : null;
  const { broken, onError } = useBrokenImage(customUrl);
  if (customUrl && !broken) {
    return (
      <img
        src={customUrl}
        alt=""
        width={size}
        height={size}
        data-stamp-icon="custom"
        className="object-contain"
        style={{ width: size, height: size }}
        onError={onError}
        draggable={false}
      />
    );
  }
  const Icon = STANDARD_STAMP_ICONS[template.icon];
  return <Icon aria-hidden data-stamp-icon={template.icon} size={size} color={color} strokeWidth={2.25} />;
}
