import { useTranslation } from "@stampwise/i18n";
import { Progress, Spinner } from "@stampwise/ui";
import { CheckCircle2 } from "lucide-react";
import { useCustomerImport } from "../api/customer-imports";

/** A started import's progress, asked for every second and a half until it ends, then its result. */
export function ImportProgress({ importId }: { importId: string }) {
  const { t } = useTranslation();
  const texts = "settings.import.progress";
  const { data } = useCustomerImport(importId);
  if (!data) return <Spinner />;
  const rows = t(`${texts}.rows`, { done: data.doneRows, total: data.totalRows });
  const percent = data.totalRows === 0 ? 100 : (data.doneRows / data.totalRows) * 100;
  return (
    <section aria-live="polite" className="flex flex-col gap-3" data-testid="import-progress">
      {data.status === "running" ? (
        <>
          <h3 className="font-medium">{t(`${texts}.title`)}</h3>
          <Progress value={percent} valueText={rows} aria-label={t(`${texts}.label`)} />
          <p className="text-sm text-muted-foreground tabular-nums">{rows}</p>
        </>
      ) : data.status === "done" ? (
        <div className="flex items-start gap-3">
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <h3 className="font-medium">{t(`${texts}.done`)}</h3>
            <p className="text-sm text-muted-foreground">
              {t(`${texts}.doneDescription`, {
                created: data.createdPeople,
                updated: data.updatedCustomers,
                skipped: data.skippedRows,
              })}
            </p>
          </div>
        </div>
      ) : (
        <p role="alert" className="text-sm text-destructive">
          {t(`${texts}.failed`)}
        </p>
      )}
    </section>
  );
}
