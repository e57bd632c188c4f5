import { currentLanguage, formatDate, useTranslation } from "@stampwise/i18n";
import { Button, Skeleton } from "@stampwise/ui";
import type { LegalPage as LegalPageId } from "../content/legal-document";
import { LAST_UPDATED } from "../content/legal-texts";
import { useLegalDocument } from "../use-legal-document";
import { LegalDocumentView } from "./legal-document-view";
import { LegalLayout } from "./legal-layout";

/** One legal page: the shared layout around the text, in the reader's language. */
export function LegalPage({ page }: { page: LegalPageId }) {
  const { t, i18n } = useTranslation();
  const document = useLegalDocument(page);
  const lastUpdated = formatDate(LAST_UPDATED[page], currentLanguage(i18n));

  return (
    <LegalLayout>
      {document.data ? (
        <LegalDocumentView
          document={document.data}
          lastUpdated={t("legal.lastUpdated", { date: lastUpdated })}
        />
      ) : document.isError ? (
        <div role="alert" className="grid justify-items-start gap-4">
          <p>{t("legal.loadFailed")}</p>
          <Button variant="outline" onClick={() => document.refetch()}>
            {t("legal.retry")}
          </Button>
        </div>
      ) : (
        <div aria-busy="true" className="grid gap-4">
          <span className="sr-only">{t("common.loading")}</span>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      )}
    </LegalLayout>
  );
}
