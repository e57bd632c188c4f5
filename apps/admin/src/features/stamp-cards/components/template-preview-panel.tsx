import type { CardTemplateFields, StampCard } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Label } from "@stampwise/ui";
import { LoyaltyCardView } from "@stampwise/web";
import { useId, useState } from "react";
import { WalletPassPreview } from "./wallet-pass-preview";

/**
 * The card exactly as customers see it (the same component the customer app draws), with a slider
 * for the stamps shown so the admin sees empty, filled and milestone slots and the stamp animation;
 * below it, the same card as a phone wallet's pass when the server makes passes.
 */
export function TemplatePreviewPanel({ card, template }: { card: StampCard; template: CardTemplateFields }) {
  const { t } = useTranslation();
  const sliderId = useId();
  const [stamps, setStamps] = useState(() => Math.ceil(card.stampsRequired / 2));
  const shown = Math.min(stamps, card.stampsRequired);

  return (
    <section
      aria-labelledby={`${sliderId}-title`}
      className="flex flex-col gap-4 rounded-xl border bg-muted/40 p-4"
    >
      <div className="flex flex-col gap-0.5">
        <h2 id={`${sliderId}-title`} className="font-semibold">
          {t("stampCards.template.preview.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("stampCards.template.preview.description")}</p>
      </div>
      <LoyaltyCardView
        template={template}
        name={card.name}
        description={card.description}
        stampsRequired={card.stampsRequired}
        stamps={shown}
        milestones={card.milestones}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor={sliderId}>{t("stampCards.template.preview.stamps")}</Label>
        <div className="flex items-center gap-3">
          <input
            id={sliderId}
            type="range"
            min={0}
            max={card.stampsRequired}
            step={1}
            value={shown}
            onChange={(event) => setStamps(Number(event.target.value))}
            className="h-2 flex-1 cursor-pointer accent-primary"
          />
          <output htmlFor={sliderId} className="w-12 text-right text-sm tabular-nums">
            {shown}/{card.stampsRequired}
          </output>
        </div>
      </div>
      <WalletPassPreview card={card} template={template} stamps={shown} />
    </section>
  );
}
