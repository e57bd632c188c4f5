import type { UserProfile } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, Card, Progress, Skeleton } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { Coins } from "lucide-react";
import { useState } from "react";
import { useLoyaltyProgram } from "../../../shared/api/get-loyalty-program";
import { paths } from "../../../shared/paths";
import { useOrganizationTime } from "../../../shared/time/organization-time";
import { AdjustPointsDialog } from "./adjust-points-dialog";
import { GivePointsDialog } from "./give-points-dialog";
import { ProfilePointsHistory } from "./profile-points-history";
import { RedeemRewardDialog } from "./redeem-reward-dialog";

type Dialog = "give" | "adjust" | "redeem" | null;

/**
 * The profile's points: balance, level and the way to the
 * next, what expires next; give points, adjust them, redeem a reward — each asking first.
 */
export function ProfilePoints({
  profile,
  customerName,
  onChanged,
}: {
  profile: UserProfile;
  customerName: string;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  const program = useLoyaltyProgram();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const count = (points: number) => t("points.count", { count: points });
  const standing = profile.loyalty;
  const balance = standing?.balance ?? 0;

  if (program.data === undefined) {
    return program.isError ? null : <Skeleton className="h-32 w-full" />;
  }
  return (
    <section aria-labelledby="profile-points-heading" className="flex flex-col gap-3">
      <h2 id="profile-points-heading" className="text-lg font-semibold">
        {program.data ? program.data.name : t("points.profile.title")}
      </h2>
      {program.data === null ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {t("points.profile.noProgram")}
          <Link className="underline underline-offset-4" to={paths.admin.loyaltyProgram}>
            {t("points.profile.toProgram")}
          </Link>
        </p>
      ) : (
        <Card className="gap-4 px-4 py-4">
          <div className="flex flex-wrap items-start gap-x-8 gap-y-3">
            <div className="flex items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                <Coins aria-hidden className="size-5" />
              </span>
              <div>
                <p className="text-sm text-muted-foreground">{t("points.profile.balance")}</p>
                <p className="text-2xl font-semibold tabular-nums">{count(balance)}</p>
              </div>
            </div>
            <div className="flex min-w-48 flex-1 flex-col gap-1.5">
              <p className="text-sm text-muted-foreground">{t("points.profile.level")}</p>
              <p className="font-medium">{standing?.level?.name ?? t("points.profile.noLevel")}</p>
              {standing?.nextLevel ? (
                <>
                  <Progress
                    value={standing.progress * 100}
                    aria-label={t("points.profile.progressLabel", { level: standing.nextLevel.name })}
                    valueText={t("points.profile.toNextLevel", {
                      points: count(standing.pointsToNextLevel ?? 0),
                      level: standing.nextLevel.name,
                    })}
                  />
                  <p className="text-sm text-muted-foreground">
                    {t("points.profile.toNextLevel", {
                      points: count(standing.pointsToNextLevel ?? 0),
                      level: standing.nextLevel.name,
                    })}
                  </p>
                </>
              ) : (
                standing?.level && (
                  <p className="text-sm text-muted-foreground">{t("points.profile.topLevel")}</p>
                )
              )}
            </div>
          </div>
          <p className="text-sm text-muted-foreground">
            {standing?.expiring
              ? t("points.profile.expiring", {
                  points: count(standing.expiring.points),
                  date: time.date(standing.expiring.at),
                })
              : t("points.profile.nothingExpiring")}
          </p>
          {!program.data.active && <p className="text-sm">{t("points.profile.inactive")}</p>}
          <ProfilePointsHistory history={standing?.history ?? []} count={count} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setDialog("give")} disabled={!program.data.active}>
              {t("points.profile.give")}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDialog("redeem")} disabled={balance === 0}>
              {t("points.profile.redeem")}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDialog("adjust")}>
              {t("points.profile.adjust")}
            </Button>
          </div>
          <GivePointsDialog
            open={dialog === "give"}
            userId={profile.user.id}
            customerName={customerName}
            program={program.data}
            onChanged={onChanged}
            onClose={close}
          />
          <AdjustPointsDialog
            open={dialog === "adjust"}
            userId={profile.user.id}
            balance={balance}
            onChanged={onChanged}
            onClose={close}
          />
          <RedeemRewardDialog
            open={dialog === "redeem"}
            userId={profile.user.id}
            balance={balance}
            onChanged={onChanged}
            onClose={close}
          />
        </Card>
      )}
    </section>
  );
}
