import { useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { csvBlob, saveFile } from "../../shared/save-file";
import { type CsvValue, csvText, insightsFilename } from "./csv";
import type { DayRange } from "./range";

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
    saveFile(csvBlob(csvText(table.header, table.rows)), filename);
    toast({
      title: t("insights.reports.downloaded.title"),
      description: t("insights.reports.downloaded.description", { filename }),
    });
  };
}
