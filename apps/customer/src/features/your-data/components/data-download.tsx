import { DATA_EXPORT_LINK_DAYS } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@stampwise/ui";
import { isApiError, useDocumentTitle } from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { paths } from "../../../lib/paths";
import { downloadDataExport } from "../your-data-api";

type Outcome = "idle" | "downloading" | "done" | "used" | "expired" | "notFound" | "failed";

/**
 * `/account/data/download/:token`, the page the "your data is ready" mail links to, behind the
 * login: the file is handed over once, to the account that asked for it. A link that is used,
 * expired or someone else's says so, and leads back to "Your data" to ask for a new one.
 */
export function DataDownload({ token }: { token: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t("customerAccount.yourData.download.documentTitle"));
  const [outcome, setOutcome] = useState<Outcome>("idle");

  const download = async () => {
    setOutcome("downloading");
    try {
      await downloadDataExport(token);
      setOutcome("done");
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      setOutcome(
        code === "DATA_EXPORT_USED"
          ? "used"
          : code === "DATA_EXPORT_EXPIRED"
            ? "expired"
            : code === "DATA_EXPORT_NOT_FOUND" || code === "VALIDATION_ERROR"
              ? "notFound"
              : "failed",
      );
    }
  };

  const problem =
    outcome === "used" || outcome === "expired" || outcome === "notFound" || outcome === "failed"
      ? outcome
      : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-xl">{t("customerAccount.yourData.download.title")}</h1>
        </CardTitle>
        <CardDescription>{t("customerAccount.yourData.download.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        {problem ? (
          <div role="alert" className="flex flex-col gap-1">
            <p className="font-medium">{t(`customerAccount.yourData.download.${problem}.title`)}</p>
            <p className="text-sm text-muted-foreground">
              {t(`customerAccount.yourData.download.${problem}.description`, { days: DATA_EXPORT_LINK_DAYS })}
            </p>
          </div>
        ) : null}
        {outcome === "done" ? (
          <p role="status" className="text-sm">
            {t("customerAccount.yourData.download.done")}
          </p>
        ) : problem && problem !== "failed" ? null : (
          <Button className="min-h-11" onClick={() => void download()} disabled={outcome === "downloading"}>
            <DownloadIcon aria-hidden />
            {outcome === "downloading"
              ? t("customerAccount.yourData.download.downloading")
              : t("customerAccount.yourData.download.action")}
          </Button>
        )}
        <Button asChild variant="outline" className="min-h-11">
          <Link to={paths.yourData}>{t("customerAccount.yourData.download.toYourData")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
