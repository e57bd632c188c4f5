import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import {
  type BrowserHistory,
  createBrowserHistory,
  type Location,
  type NavigateOptions,
  type NavigationType,
  resolvePath,
  type To,
} from "./browser-history";

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  /** Steps through the tab's history: -1 is back. */
  (delta: number): void;
};

interface RouterState {
  history: BrowserHistory;
  location: Location;
  navigationType: NavigationType;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterState | null>(null);

/**
 * The app's router over the browser's history (decision 014: both apps' handful of routes need
 * links, nested layouts and params, not react-router's 16 KB). Paths inside it leave out `basename`.
 */
export function BrowserRouter({
  basename,
  history: givenHistory,
  children,
}: {
  basename?: string;
  /** Another history than the browser's: a page prerendered at build time (`createStaticHistory`). */
  history?: BrowserHistory;
  children: ReactNode;
}) {
  const [history] = useState(() => givenHistory ?? createBrowserHistory(basename));
  const [{ location, navigationType }, setSnapshot] = useState(history.snapshot);
  useEffect(() => {
    // Each navigation renders in a transition, as react-router's did: a screen whose chunk is still
    // loading suspends, and the screen before stays on show until it is ready (no blank page).
    const update = () => startTransition(() => setSnapshot(history.snapshot()));
    const unsubscribe = history.subscribe(update);
    update(); // a navigation before this effect ran (a <Navigate> in the first render) is not lost
    return unsubscribe;
  }, [history]);
  const navigate = useMemo(() => createNavigate(history), [history]);
  const state = useMemo(
    () => ({ history, location, navigationType, navigate }),
    [history, location, navigationType, navigate],
  );
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

function createNavigate(history: BrowserHistory): NavigateFunction {
  return ((to: To | number, options?: NavigateOptions) => {
    if (typeof to === "number") return history.go(to);
    history.push(resolvePath(to, history.snapshot().location.pathname), options);
  }) as NavigateFunction;
}

export function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error("A link or route hook is used outside <BrowserRouter>");
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().navigationType;
}

/** A stable `navigate(to, { replace, state })`, or `navigate(-1)` to go back. */
export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/**
 * While `when` holds, every navigation away waits for the person's answer (`blocked` turns true):
 * `proceed` makes it, `stay` drops it. Closing or reloading the tab asks the browser's own question.
 */
export function useBlocker(when: boolean): { blocked: boolean; proceed: () => void; stay: () => void } {
  const { history } = useRouter();
  const [pending, setPending] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!when) return;
    const unblock = history.block((proceed) => setPending(() => proceed));
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      unblock();
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [history, when]);
  return {
    blocked: pending !== null,
    proceed: () => {
      setPending(null);
      pending?.();
    },
    stay: () => {
      setPending(null);
    },
  };
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/** The query of the current address, and a setter that navigates to the same path with another. */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => {
    const value = typeof next === "function" ? next(new URLSearchParams(location.search)) : next;
    const search = new URLSearchParams(value).toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : "" }, options);
  };
  return [params, setParams];
}
