import { useEffect, useId } from "react";

type TitleRequest = { id: string; title: string; fallback: boolean };

/**
 * Titles asked for by the mounted components. A page's title wins over the app's generic one
 * (`fallback`), whatever order React runs their effects in (child effects run first, on mount
 * and on every language switch); among pages, the most recently mounted wins.
 */
const requested: TitleRequest[] = [];

function apply() {
  const winner =
    requested.findLast((entry) => !entry.fallback) ?? requested.findLast((entry) => entry.fallback);
  if (winner && typeof document !== "undefined") document.title = winner.title;
}

export function requestDocumentTitle(id: string, title: string, fallback = false): () => void {
  const existing = requested.find((entry) => entry.id === id);
  if (existing) existing.title = title;
  else requested.push({ id, title, fallback });
  apply();
  return () => {
    const index = requested.findIndex((entry) => entry.id === id);
    if (index >= 0) requested.splice(index, 1);
    apply();
  };
}

/**
 * Sets the document title while the component is mounted. `fallback` marks the app's generic
 * title, shown only while no page names itself.
 */
export function useDocumentTitle(title: string, { fallback = false }: { fallback?: boolean } = {}): void {
  const id = useId();
  useEffect(() => requestDocumentTitle(id, title, fallback), [id, title, fallback]);
}
