import type { CardTemplateFields, StampCard } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { useAuthProviders, useCurrentOrganization } from "@stampwise/web";

/** Stamps in one row up to this many, in two rows beyond: as the server draws the pass's strip. */
const ONE_ROW_UP_TO = 8;

/**
 * The card as an Apple Wallet pass, next to the card (where the server signs passes): the same
 * colours, the business's name, the card's title, the stamps as the strip the server draws, the
 * fields the pass carries and the place of its code. A drawing of the pass, not the pass: Wallet
 * lays out the real one with the phone's own font.
 */
export function WalletPassPreview({
  card,
  template,
  stamps,
}: {
  card: StampCard;
  template: CardTemplateFields;
  stamps: number;
}) {
  const { t } = useTranslation();
  const { current } = useCurrentOrganization();
  if (!useAuthProviders()?.appleWallet) return null;
  const required = Math.max(1, card.stampsRequired);
  const columns = Math.ceil(required / (required <= ONE_ROW_UP_TO ? 1 : 2));
  const next = card.milestones
    .filter((milestone) => milestone.stampsNeeded > stamps)
    .sort((a, b) => a.stampsNeeded - b.stampsNeeded)[0];
  const label = { color: template.subtitleColor };
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">{t("stampCards.template.passPreview.title")}</figcaption>
      <div
        role="img"
        aria-label={t("stampCards.template.passPreview.label", { card: card.name, stamps, required })}
        className="mx-auto flex w-full max-w-80 flex-col gap-3 rounded-2xl p-4 shadow-md"
        style={{ backgroundColor: template.secondaryColor, color: template.titleColor }}
      >
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="truncate font-semibold">{current?.name}</span>
          <span className="truncate">{card.name}</span>
        </div>
        <div
          className="grid gap-1.5 py-1"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          aria-hidden
        >
          {Array.from({ length: required }, (_, index) => (
            <span
              // Slots are positions, not items: the index is what they are.
              // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position
              key={index}
              className="aspect-square rounded-full"
              style={
                index < stamps
                  ? { backgroundColor: template.stampColor }
                  : {
                      backgroundColor: template.stampBackgroundColor,
                      border: `2px solid ${template.stampColor}`,
                    }
              }
            />
          ))}
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs uppercase" style={label}>
              {t("stampCards.template.passPreview.stamps")}
            </dt>
            <dd>{t("stampCards.template.passPreview.stampsValue", { stamps, required })}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase" style={label}>
              {t("stampCards.template.passPreview.rewardsReady")}
            </dt>
            <dd>{stamps >= required ? 1 : 0}</dd>
          </div>
          {next && (
            <div>
              <dt className="text-xs uppercase" style={label}>
                {t("stampCards.template.passPreview.nextReward")}
              </dt>
              <dd className="break-words">{next.rewardName}</dd>
            </div>
          )}
        </dl>
        <div
          className="mx-auto mt-1 flex size-24 items-center justify-center rounded-md bg-white p-2"
          aria-hidden
        >
          <svg aria-hidden viewBox="0 0 7 7" className="size-full" shapeRendering="crispEdges">
            <path
              d="M0 0h3v3H0zM4 0h3v3H4zM0 4h3v3H0zM1 1v1h1V1zM5 1v1h1V1zM1 5v1h1V5zM4 4h1v1H4zM5 5h1v1H5zM6 4h1v1H6zM4 6h1v1H4zM6 6h1v1H6z"
              fill="#000"
              fillRule="evenodd"
            />
          </svg>
        </div>
      </div>
    </figure>
  );
}
