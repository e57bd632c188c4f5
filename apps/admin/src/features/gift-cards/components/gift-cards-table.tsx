import type { GiftCard } from "@stampwise/contract";
import { currentLanguage, formatMoney, formatNumber, useTranslation } from "@stampwise/i18n";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@stampwise/ui";
import { RowActions } from "@stampwise/web";

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
            <TableCell className="max-w-36 font-medium whitespace-normal break-words sm:max-w-72">
              <div>{card.name}</div>
              {card.description && (
                <div
                  className="line-clamp-2 text-sm font-normal text-muted-foreground"
                  title={card.description}
                >
                  {card.description}
                </div>
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
              <RowActions
                editLabel={t("giftCards.list.editNamed", { name: card.name })}
                removeLabel={t("giftCards.list.removeNamed", { name: card.name })}
                onEdit={() => onEdit(card)}
                onRemove={() => onRemove(card)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
