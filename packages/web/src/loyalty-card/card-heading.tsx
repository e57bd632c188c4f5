import type { CardTemplateFields } from "@stampwise/contract";
import { CARD_DESCRIPTION_OPACITY, safeImageUrl } from "./card-style";
import { useBrokenImage } from "./use-broken-image";

type HeadingTemplate = Pick<
  CardTemplateFields,
  "titleType" | "titleColor" | "titleImageUrl" | "subtitle" | "subtitleColor" | "logoUrl"
>;

/**
 * The card's head: logo, title (text in the title color, or the title image with the card name as
 * its text alternative) and subtitle. A missing or broken image falls back to the text title; a
 * broken logo is simply left out.
 */
export function CardHeading({
  template,
  name,
  description,
}: {
  template: HeadingTemplate;
  name: string;
  description?: string;
}) {
  const titleImage = template.titleType === "image" ? safeImageUrl(template.titleImageUrl) : null;
  const title = useBrokenImage(titleImage);
  const logoUrl = safeImageUrl(template.logoUrl);
  const logo = useBrokenImage(logoUrl);
  const subtitle = template.subtitle.trim();

  return (
    <div className="flex items-start gap-3">
      {logoUrl && !logo.broken ? (
        <img
          src={logoUrl}
          alt=""
          data-card-logo
          className="size-12 shrink-0 rounded-lg bg-white/60 object-contain"
          onError={logo.onError}
          draggable={false}
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <h3 className="text-xl leading-tight font-bold break-words" style={{ color: template.titleColor }}>
          {titleImage && !title.broken ? (
            <img
              src={titleImage}
              alt={name}
              data-card-title="image"
              className="max-h-12 max-w-full object-contain"
              onError={title.onError}
              draggable={false}
            />
          ) : (
            <span data-card-title="text">{name}</span>
          )}
        </h3>
        {subtitle ? (
          <p className="mt-1 text-sm font-medium break-words" style={{ color: template.subtitleColor }}>
            {subtitle}
          </p>
        ) : null}
        {description ? (
          <p
            className="mt-1 text-sm break-words"
            style={{ color: template.subtitleColor, opacity: CARD_DESCRIPTION_OPACITY }}
          >
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
