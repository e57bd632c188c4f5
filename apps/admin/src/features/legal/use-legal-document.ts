import { currentLanguage, useTranslation } from "@stampwise/i18n";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { LegalPage } from "./content/legal-document";
import { LEGAL_DOCUMENTS } from "./content/legal-texts";

/**
 * The page's text in the reader's language, loaded on demand. After a language switch the old
 * text stays on screen until the new one has arrived, so the page does not flash empty.
 */
export function useLegalDocument(page: LegalPage) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useQuery({
    queryKey: ["legal-document", page, language],
    queryFn: LEGAL_DOCUMENTS[page][language],
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}
