import type { StampCardSummary } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import { Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@stampwise/ui";
import { Link, useNavigate } from "@stampwise/web/router";
import { Trash2 } from "lucide-react";
import { paths } from "../../../shared/paths";
import { useOrganizationTime } from "../../../shared/time/organization-time";

/**
 * The cards with name, stamps required, customers and created. The name is the link
 * (keyboard and screen readers); a click anywhere on the row opens the card too.
 */
export function StampCardsTable({
  cards,
  onDelete,
}: {
  cards: readonly StampCardSummary[];
  onDelete: (card: StampCardSummary) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const time = useOrganizationTime();
  const navigate = useNavigate();

  return (
    <div className="rounded-lg border">
      <Table aria-label={t("stampCards.list.label")}>
        <TableHeader>
          <TableRow>
            <TableHead>{t("stampCards.list.columns.name")}</TableHead>
            <TableHead className="text-right whitespace-normal">
              {t("stampCards.list.columns.stampsRequired")}
            </TableHead>
            <TableHead className="text-right">{t("stampCards.list.columns.customers")}</TableHead>
            <TableHead className="hidden sm:table-cell">{t("stampCards.list.columns.created")}</TableHead>
            <TableHead className="w-12">
              <span className="sr-only">{t("stampCards.list.columns.actions")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {cards.map((card) => (
            <TableRow
              key={card.id}
              className="cursor-pointer"
              onClick={(event) => {
                // Clicks on the link or the delete button do their own thing.
                if ((event.target as HTMLElement).closest("a, button")) return;
                navigate(paths.admin.stampCard(card.id));
              }}
            >
              <TableCell className="max-w-64 font-medium whitespace-normal">
                <Link
                  to={paths.admin.stampCard(card.id)}
                  className="block rounded-sm break-words underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {card.name}
                </Link>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatNumber(card.stampsRequired, language)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatNumber(card.customers, language)}
              </TableCell>
              <TableCell className="hidden text-muted-foreground sm:table-cell">
                {time.date(card.createdAt)}
              </TableCell>
              <TableCell>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("stampCards.list.delete", { name: card.name })}
                  onClick={() => onDelete(card)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
