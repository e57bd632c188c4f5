import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import {
  Pagination,
  PaginationContent,
  PaginationItem,
  PaginationNext,
  PaginationPrevious,
} from "@stampwise/ui";

/** Previous and next around "Page 2 of 5"; the pages are the server's. */
export function DeliveriesPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Pagination className="justify-end">
      <PaginationContent>
        <PaginationItem>
          <PaginationPrevious disabled={page <= 1} onClick={() => onPage(page - 1)} />
        </PaginationItem>
        <PaginationItem>
          <span className="px-2 text-sm tabular-nums">
            {t("communicationStatistics.details.pageOf", {
              page: formatNumber(page, language),
              pages: formatNumber(pages, language),
            })}
          </span>
        </PaginationItem>
        <PaginationItem>
          <PaginationNext disabled={page >= pages} onClick={() => onPage(page + 1)} />
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  );
}
