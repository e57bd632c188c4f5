import { useTranslation } from "@stampwise/i18n";
import { Button, Card, CardContent, CardHeader, CardTitle, Input, Label } from "@stampwise/ui";
import { Search } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { useUserSearch } from "../api/search-users";
import { nextActiveIndex, normalizeSearchQuery, SEARCH_DEBOUNCE_MS } from "../search-input";
import type { DashboardSearch } from "../use-dashboard-search";
import { useDebouncedValue } from "../use-debounced-value";
import { SearchResults } from "./search-results";

type UserSearchProps = {
  search: DashboardSearch;
  onOpenUser: (userId: string) => void;
  /** The scan button, placed beside the heading. */
  action?: ReactNode;
};

/**
 * Dashboard search: name, email or phone, searched as the admin types (debounced);
 * Enter keeps the search in the history, or opens the highlighted result. A combobox: focus stays
 * in the input while the arrow keys move through the results.
 */
export function UserSearch({ search: box, onOpenUser, action }: UserSearchProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = normalizeSearchQuery(box.input);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useUserSearch(debounced);
  const users = debounced && search.data ? search.data.users : [];
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = nextActiveIndex(activeIndex, event.key, users.length);
    if (next !== undefined) {
      event.preventDefault();
      setActiveIndex(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
      return;
    }
    if (event.key === "Escape" && (activeIndex >= 0 || box.input)) {
      // Inside a dialog-free page Esc first leaves the results, then clears the search.
      event.preventDefault();
      if (activeIndex >= 0) setActiveIndex(-1);
      else box.setInput("");
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const active = users[activeIndex];
    if (active) onOpenUser(active.id);
    else void box.submit(query);
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle asChild>
          <h2>{t("users.dashboard.search.heading")}</h2>
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <form onSubmit={onSubmit} className="flex flex-col gap-2">
          <Label htmlFor={inputId}>{t("users.dashboard.search.label")}</Label>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                ref={box.inputRef}
                id={inputId}
                type="search"
                role="combobox"
                autoComplete="off"
                spellCheck={false}
                aria-autocomplete="list"
                aria-expanded={users.length > 0}
                aria-controls={listId}
                aria-activedescendant={users[activeIndex] ? optionId(activeIndex) : undefined}
                aria-describedby={hintId}
                placeholder={t("users.dashboard.search.placeholder")}
                value={box.input}
                maxLength={200}
                onChange={(event) => {
                  box.setInput(event.target.value);
                  setActiveIndex(-1);
                }}
                onKeyDown={onKeyDown}
                className="pl-9"
              />
            </div>
            <Button type="submit" variant="secondary" disabled={!query || box.isSubmitting}>
              {t("users.dashboard.search.submit")}
            </Button>
          </div>
          <p id={hintId} className="text-sm text-muted-foreground">
            {t("users.dashboard.search.hint")}
          </p>
        </form>
        <SearchResults
          listId={listId}
          optionId={optionId}
          query={debounced}
          search={search}
          users={users}
          activeIndex={activeIndex}
          onHover={setActiveIndex}
          onOpenUser={onOpenUser}
        />
      </CardContent>
    </Card>
  );
}
