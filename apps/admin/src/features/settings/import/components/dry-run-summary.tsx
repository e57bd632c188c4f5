import type { CustomerImportIssue, CustomerImportSummary } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { Download } from "lucide-react";
import { csvBlob, saveFile } from "../../../../shared/save-file";
import { issuesFile } from "../import-files";

/** The dry run's counts, each with what happens to those rows, and the rows to look at. */
export function DryRunSummary({ summary }: { summary: CustomerImportSummary }) {
  const { t } = useTranslation();
  const texts = "settings.import.summary";
  const reason = (issue: CustomerImportIssue) => t(`settings.import.problems.${issue.problem}`);
  const counts = [
    { key: "newPeople", count: summary.newPeople, hint: t(`${texts}.newPeopleHint`) },
    { key: "customers", count: summary.customers, hint: t(`${texts}.customersHint`) },
    {
      key: "accountsElsewhere",
      count: summary.accountsElsewhere,
      hint: t(`${texts}.accountsElsewhereHint`, { lines: summary.accountsElsewhereLines.join(", ") }),
    },
    { key: "wrong", count: summary.wrong, hint: t(`${texts}.wrongHint`) },
    { key: "alreadyImported", count: summary.alreadyImported, hint: t(`${texts}.alreadyImportedHint`) },
  ] as const;
  const downloadIssues = () =>
    saveFile(
      csvBlob(
        issuesFile(
          summary.issues,
          {
            line: t(`${texts}.line`),
            column: t(`${texts}.column`),
            reason: t(`${texts}.reason`),
            wholeRow: t(`${texts}.wholeRow`),
          },
          reason,
        ),
      ),
      t(`${texts}.issuesFileName`),
    );

  return (
    <section aria-labelledby="import-summary-title" className="flex flex-col gap-4">
      <h3 id="import-summary-title" className="font-medium">
        {t(`${texts}.title`)} · {t(`${texts}.rows`, { count: summary.rows })}
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        {counts
          .filter((entry) => entry.count > 0 || entry.key === "newPeople" || entry.key === "customers")
          .map((entry) => (
            <div key={entry.key} className="rounded-lg border p-3" data-testid={`import-count-${entry.key}`}>
              <dt className="text-sm text-muted-foreground">{t(`${texts}.${entry.key}`)}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{entry.count}</dd>
              <dd className="text-sm text-muted-foreground break-words">{entry.hint}</dd>
            </div>
          ))}
      </dl>
      {summary.issues.length > 0 && (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-sm font-medium">{t(`${texts}.issuesTitle`)}</h4>
            <Button variant="outline" size="sm" onClick={downloadIssues}>
              <Download aria-hidden />
              {t(`${texts}.downloadIssues`)}
            </Button>
          </div>
          {/*
            Scrolls inside itself: 1,000 wrong rows must not push the import button out of reach. A
            keyboard reaches the scrolled rows through the region's focus (axe: scrollable region).
          */}
          <section
            className="max-h-80 overflow-auto rounded-lg border"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
            tabIndex={0}
            aria-label={t(`${texts}.issuesTitle`)}
          >
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-muted text-left">
                <tr>
                  <th scope="col" className="p-2 font-medium">
                    {t(`${texts}.line`)}
                  </th>
                  <th scope="col" className="p-2 font-medium">
                    {t(`${texts}.column`)}
                  </th>
                  <th scope="col" className="p-2 font-medium">
                    {t(`${texts}.reason`)}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {summary.issues.map((issue) => (
                  <tr key={`${issue.line}-${issue.column}-${issue.problem}`}>
                    <td className="p-2 tabular-nums">{issue.line}</td>
                    <td className="p-2 break-all">{issue.column ?? t(`${texts}.wholeRow`)}</td>
                    <td className="p-2">{reason(issue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </section>
  );
}
