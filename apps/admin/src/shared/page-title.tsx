import { useLocation } from "@stampwise/web/router";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";

/**
 * Pages name themselves in the breadcrumbs (the last crumb can be replaced by a
 * title the page supplies; an id shows "Loading..." until then). Each name is stored with the path it
 * was given on, so the next page never shows the previous page's title for a frame.
 */
type PageTitles = {
  pathname: string;
  title?: string;
  /** Labels for particular segments, e.g. an id in the middle of the path. */
  named: Readonly<Record<string, string>>;
};

type PageTitleSetters = {
  setTitle: (pathname: string, title: string | undefined) => void;
  setNamed: (segment: string, label: string | undefined) => void;
};

const TitlesContext = createContext<PageTitles | null>(null);
const SettersContext = createContext<PageTitleSetters | null>(null);

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [titles, setTitles] = useState<PageTitles>({ pathname: "", named: {} });
  const setters = useMemo<PageTitleSetters>(
    () => ({
      setTitle: (pathname, title) => setTitles((previous) => ({ ...previous, pathname, title })),
      setNamed: (segment, label) =>
        setTitles((previous) => {
          const { [segment]: _replaced, ...named } = previous.named;
          return { ...previous, named: label ? { ...named, [segment]: label } : named };
        }),
    }),
    [],
  );
  return (
    <SettersContext.Provider value={setters}>
      <TitlesContext.Provider value={titles}>{children}</TitlesContext.Provider>
    </SettersContext.Provider>
  );
}

/**
 * Names the current page in the breadcrumbs while the calling component is mounted, e.g.
 * `usePageTitle(stampCard?.name)` — undefined keeps the segment's label (or "Loading..." for an id).
 */
export function usePageTitle(title: string | undefined): void {
  const setters = useSetters();
  const { pathname } = useLocation();
  useEffect(() => {
    setters.setTitle(pathname, title);
    return () => setters.setTitle(pathname, undefined);
  }, [setters, pathname, title]);
}

/** Names one path segment (an id before the last crumb, such as a communication's id). */
export function useBreadcrumbLabel(segment: string | undefined, label: string | undefined): void {
  const setters = useSetters();
  useEffect(() => {
    if (!segment) return;
    setters.setNamed(segment, label);
    return () => setters.setNamed(segment, undefined);
  }, [setters, segment, label]);
}

/** What the breadcrumbs show for the current path. */
export function usePageTitles(): { pageTitle?: string; named: Readonly<Record<string, string>> } {
  const titles = useContext(TitlesContext);
  const { pathname } = useLocation();
  if (!titles) return { named: {} };
  return { pageTitle: titles.pathname === pathname ? titles.title : undefined, named: titles.named };
}

function useSetters(): PageTitleSetters {
  const setters = useContext(SettersContext);
  if (!setters) throw new Error("usePageTitle must be used inside the admin area (PageTitleProvider)");
  return setters;
}
