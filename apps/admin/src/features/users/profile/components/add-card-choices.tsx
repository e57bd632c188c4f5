import type { StampCardSummary } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, SelectItem } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { paths } from "../../../../shared/paths";

/** One stamp card in the "add card" choice, with how many stamps fill it. */
export function StampCardOption({ card }: { card: StampCardSummary }) {
  const { t } = useTranslation();
  return (
    <SelectItem value={card.id}>
      {card.name}
      <span className="text-muted-foreground">
        {" · "}
        {t("users.profile.addCard.stampsRequired", { count: card.stampsRequired })}
      </span>
    </SelectItem>
  );
}

/** Every card is held already, or there is none to hold: say which, and where to make one. */
export function NothingToAdd({ customerName, hasCards }: { customerName: string; hasCards: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        {hasCards
          ? t("users.profile.addCard.allHeld", { name: customerName })
          : t("users.profile.addCard.noStampCards")}
      </p>
      {!hasCards && (
        <Button asChild className="self-start">
          <Link to={paths.admin.stampCards}>{t("users.profile.addCard.createStampCard")}</Link>
        </Button>
      )}
    </div>
  );
}
