import type { LoyaltyLevel } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@stampwise/ui";
import { RowActions } from "@stampwise/web";

/** Loyalty levels page: name, required points and the row's actions. */
export function LevelsTable({
  levels,
  onEdit,
  onRemove,
}: {
  levels: readonly LoyaltyLevel[];
  onEdit: (level: LoyaltyLevel) => void;
  onRemove: (level: LoyaltyLevel) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Table>
      <TableCaption className="sr-only">{t("loyaltyProgram.levels.list.caption")}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t("loyaltyProgram.levels.list.name")}</TableHead>
          <TableHead className="text-right">{t("loyaltyProgram.levels.list.requiredPoints")}</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">{t("loyaltyProgram.levels.list.actions")}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {levels.map((level) => (
          <TableRow key={level.id}>
            <TableCell className="max-w-32 truncate font-medium sm:max-w-80">{level.name}</TableCell>
            <TableCell className="text-right tabular-nums">
              {formatNumber(level.requiredPoints, language)}
            </TableCell>
            <TableCell>
              <RowActions
                editLabel={t("loyaltyProgram.levels.list.editNamed", { name: level.name })}
                removeLabel={t("loyaltyProgram.levels.list.removeNamed", { name: level.name })}
                onEdit={() => onEdit(level)}
                onRemove={() => onRemove(level)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
