import { DATA_EXPORT_LINK_DAYS, DATA_EXPORTS_PER_DAY, type DataExportState } from "@stampwise/contract";
import { currentLanguage, formatDate, useTranslation } from "@stampwise/i18n";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from "@stampwise/ui";
import { isApiError } from "@stampwise/web";
import { useQueryClient } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { requestDataExport, yourDataQueryKey } from "../your-data-api";

/**
 * "Download your data": asks for the file, then says where it stands; the link itself comes by
 * email, so it reaches the person on whatever device reads their mail.
 */
export function DataExportCard({ email, latest }: { email: string; latest: DataExportState | null }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);

  const ask = async () => {
    setAsking(true);
    try {
      await requestDataExport();
      await queryClient.invalidateQueries({ queryKey: yourDataQueryKey });
    } catch (error) {
      const limited = isApiError(error) && error.code === "DATA_EXPORT_LIMIT";
      toast({
        variant: "destructive",
        title: limited
          ? t("customerAccount.yourData.export.limit.title")
          : t("customerAccount.yourData.export.requestFailed.title"),
        description: limited
          ? t("customerAccount.yourData.export.limit.description", { count: DATA_EXPORTS_PER_DAY })
          : t("customerAccount.yourData.export.requestFailed.description"),
      });
    } finally {
      setAsking(false);
    }
  };

  const status = latest?.status;
  const stateText =
    status === "preparing"
      ? t("customerAccount.yourData.export.preparing", { email })
      : status === "ready" && latest?.expiresAt
        ? t("customerAccount.yourData.export.ready", { email, date: formatDate(latest.expiresAt, language) })
        : status === "downloaded" && latest?.downloadedAt
          ? t("customerAccount.yourData.export.downloaded", {
              date: formatDate(latest.downloadedAt, language),
            })
          : status === "expired"
            ? t("customerAccount.yourData.export.expired")
            : status === "failed"
              ? t("customerAccount.yourData.export.failed")
              : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("customerAccount.yourData.export.title")}</h2>
        </CardTitle>
        <CardDescription>
          {t("customerAccount.yourData.export.description", { days: DATA_EXPORT_LINK_DAYS })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-3">
        {stateText ? (
          <p role="status" className="text-sm break-words">
            {stateText}
          </p>
        ) : null}
        {status !== "preparing" ? (
          <Button className="min-h-11" onClick={() => void ask()} disabled={asking}>
            <DownloadIcon aria-hidden />
            {asking
              ? t("customerAccount.yourData.export.requesting")
              : latest
                ? t("customerAccount.yourData.export.again")
                : t("customerAccount.yourData.export.request")}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
