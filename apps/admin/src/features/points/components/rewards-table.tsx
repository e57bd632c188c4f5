import type { PointsReward } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Badge,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@stampwise/ui";
import { RowActions } from "@stampwise/web";

/** The points catalogue: reward, cost, whether it can be redeemed now, actions. */
export function RewardsTable({
  rewards,
  onEdit,
  onRemove,
}: {
  rewards: readonly PointsReward[];
  onEdit: (reward: PointsReward) => void;
  onRemove: (reward: PointsReward) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table>
      <TableCaption className="sr-only">{t("points.rewards.caption")}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t("points.rewards.name")}</TableHead>
          <TableHead className="text-right">{t("points.rewards.cost")}</TableHead>
          <TableHead>{t("points.rewards.status")}</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">{t("points.rewards.actions")}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rewards.map((reward) => (
          <TableRow key={reward.id}>
            <TableCell className="max-w-32 truncate font-medium sm:max-w-80">{reward.name}</TableCell>
            <TableCell className="text-right tabular-nums">
              {t("points.count", { count: reward.pointsCost })}
            </TableCell>
            <TableCell>
              <Badge variant={reward.active ? "default" : "secondary"}>
                {reward.active ? t("points.rewards.active") : t("points.rewards.inactive")}
              </Badge>
            </TableCell>
            <TableCell>
              <RowActions
                editLabel={t("points.rewards.editNamed", { name: reward.name })}
                removeLabel={t("points.rewards.removeNamed", { name: reward.name })}
                onEdit={() => onEdit(reward)}
                onRemove={() => onRemove(reward)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
