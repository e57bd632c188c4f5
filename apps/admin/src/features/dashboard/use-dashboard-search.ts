import { useTranslation } from "@stampwise/i18n";
import { useRef, useState } from "react";
import { useRecordedSearch } from "./api/search-users";
import { normalizeSearchQuery } from "./search-input";
import { toastRequestFailure } from "./toast-request-failure";

/**
 * The dashboard's search text and its submit, shared by the search box (typing, Enter) and the
 * search history (a picked search fills the box and runs as a submitted one).
 */
export function useDashboardSearch() {
  const { t } = useTranslation();
  const [input, setInput] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const recorded = useRecordedSearch();

  const submit = async (text: string) => {
    const query = normalizeSearchQuery(text);
    if (!query) return;
    try {
      await recorded.mutateAsync(query);
    } catch (error) {
      toastRequestFailure(error, t, {
        title: t("users.dashboard.search.failed.title"),
        description: t("users.dashboard.search.failed.description"),
      });
    }
  };

  const runAgain = (query: string) => {
    setInput(query);
    inputRef.current?.focus();
    void submit(query);
  };

  return { input, setInput, inputRef, submit, runAgain, isSubmitting: recorded.isPending };
}

export type DashboardSearch = ReturnType<typeof useDashboardSearch>;
