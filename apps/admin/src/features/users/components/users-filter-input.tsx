import { USER_SEARCH_QUERY_MAX_LENGTH } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, Input } from "@stampwise/ui";
import { VALIDATION_DEBOUNCE_MS } from "@stampwise/web";
import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

/**
 * One box for name, email or phone; the server filters. The request waits until the typing pauses
 * (300 ms, like the form fields), Enter sends at once, Escape clears. When the address changes
 * from outside (Back, a link) the box shows the filter that is in effect.
 */
export function UsersFilterInput({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);

  const commit = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    onChangeRef.current(trimmed);
  };

  useEffect(() => {
    if (text.trim() === committed.current) return;
    const timer = setTimeout(() => commit(text), VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={inputId} className="sr-only">
        {t("users.table.filter.label")}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={inputId}
        type="search"
        inputMode="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={USER_SEARCH_QUERY_MAX_LENGTH}
        placeholder={t("users.table.filter.placeholder")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit(text);
          if (event.key === "Escape" && text) {
            event.preventDefault();
            setText("");
            commit("");
          }
        }}
        className="pr-9 pl-8 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-1/2 right-0.5 size-8 -translate-y-1/2"
          aria-label={t("users.table.filter.clear")}
          onClick={() => {
            setText("");
            commit("");
          }}
        >
          <X aria-hidden />
        </Button>
      )}
    </div>
  );
}
