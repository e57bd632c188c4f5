import { useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { type CsvValue, csvText, insightsFilename } from "./csv";
import type { DayRange } from "./range";

/** Saves text as a file through a temporary link: the way a browser downloads without a page. */
function saveText(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A report table as a CSV file, built from the figures on screen (nothing is fetched), named after
 * the table and the range, with a toast saying where it went.
 */
export function useCsvDownload() {
  const { t } = useTranslation();
  return (table: {
    name: string;
    range: DayRange;
    header: readonly string[];
    rows: readonly CsvValue[][];
  }) => {
    const filename = insightsFilename(table.name, table.range);
    saveText(csvText(table.header, table.rows), filename);
    toast({
      title: t("insights.reports.downloaded.title"),
      description: t("insights.reports.downloaded.description", { filename }),
    });
  };
}
