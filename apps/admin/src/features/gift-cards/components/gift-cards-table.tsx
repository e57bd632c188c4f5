import type { GiftCard } from "@stampwise/contract";
import { currentLanguage, formatMoney, formatNumber, useTranslation } from "@stampwise/i18n";
import {
  Button,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@stampwise/ui";
import { Pencil, Trash2 } from "lucide-react";

/** The organization's gift cards: value, how many were issued, what they still hold, actions. */
export function GiftCardsTable({
  giftCards,
  onEdit,
  onRemove,
}: {
  giftCards: readonly GiftCard[];
  onEdit: (card: GiftCard) => void;
  onRemove: (card: GiftCard) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Table>
      <TableCaption className="sr-only">{t("giftCards.list.caption")}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t("giftCards.list.name")}</TableHead>
          <TableHead className="text-right">{t("giftCards.list.value")}</TableHead>
          <TableHead className="hidden text-right sm:table-cell">{t("giftCards.list.issued")}</TableHead>
          <TableHead className="hidden text-right sm:table-cell">{t("giftCards.list.outstanding")}</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">{t("giftCards.list.actions")}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {giftCards.map((card) => (
          <TableRow key={card.id}>
            <TableCell className="max-w-32 font-medium sm:max-w-72">
              <div className="truncate">{card.name}</div>
              {card.description && (
                <div className="truncate text-sm font-normal text-muted-foreground">{card.description}</div>
              )}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatMoney(card.initialBalance, card.currency, language)}
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {formatNumber(card.issuedCount, language)}
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {formatMoney(card.outstandingBalance, card.currency, language)}
            </TableCell>
            <TableCell>
              <div className="flex items-center justify-end gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => onEdit(card)}
                  aria-label={t("giftCards.list.editNamed", { name: card.name })}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => onRemove(card)}
                  aria-label={t("giftCards.list.removeNamed", { name: card.name })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
