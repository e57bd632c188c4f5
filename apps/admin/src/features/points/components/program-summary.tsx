import type { LoyaltyProgram } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { paths } from "../../../shared/paths";

/** The program the points card belongs to: its earning rule and expiry, and a way to change them. */
export function ProgramSummary({ program }: { program: LoyaltyProgram }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const rules = [
    program.pointsPerKrona > 0 &&
      t("points.program.perKrona", {
        count: program.pointsPerKrona,
        points: formatNumber(program.pointsPerKrona, language),
      }),
    program.pointsPerVisit > 0 && t("points.program.perVisit", { count: program.pointsPerVisit }),
  ].filter(Boolean);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle asChild>
            <h2 className="flex items-center gap-2">
              {program.name}
              <Badge variant={program.active ? "default" : "secondary"}>
                {program.active ? t("points.program.active") : t("loyaltyProgram.status.inactive")}
              </Badge>
            </h2>
          </CardTitle>
          <CardDescription>
            {t("points.program.expiry", { count: program.pointsExpiresMonths })}
          </CardDescription>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.loyaltyProgram}>{t("points.program.edit")}</Link>
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-1 text-sm">
        <p>
          <span className="text-muted-foreground">{t("points.program.earning")}: </span>
          {rules.join(" · ")}
        </p>
        {!program.active && <p className="text-muted-foreground">{t("points.program.inactive")}</p>}
      </CardContent>
    </Card>
  );
}
