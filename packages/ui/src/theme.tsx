import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from "react";
import { isTheme, type ResolvedTheme, resolveTheme, THEME_STORAGE_KEY, type Theme } from "./theme-choice";

export type ThemeContextValue = {
  /** The person's choice. */
  theme: Theme;
  /** What is shown: "system" resolved against the device setting. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribeToDevice(onChange: () => void) {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

function readStoredTheme(): Theme | null {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : null;
  } catch {
    // Storage can be disabled (private modes, strict settings); the choice then lasts the visit.
    return null;
  }
}

/** The choice made where storage is unavailable: it lasts the visit. */
let choiceThisVisit: Theme | null = null;
const choiceListeners = new Set<() => void>();

/** Changes of the choice: in this tab (`saveChoice`), or in another tab of the app (storage). */
function subscribeToChoice(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) onChange();
  };
  choiceListeners.add(onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    choiceListeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

function saveChoice(next: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // See readStoredTheme: without storage the choice lasts the visit.
  }
  choiceThisVisit = next;
  for (const listener of choiceListeners) listener();
}

/**
 * Owns the theme once React runs; public/theme.js has already set the `dark` class before first
 * paint from the same storage key, so this only keeps it right from then on.
 */
export function ThemeProvider({
  children,
  defaultTheme = "system",
}: {
  children: ReactNode;
  defaultTheme?: Theme;
}) {
  // Read as an outside store: a page prerendered on the server (decision 036) starts from the
  // default, as its HTML did, and React moves to the stored choice right after hydrating.
  const theme = useSyncExternalStore(
    subscribeToChoice,
    () => readStoredTheme() ?? choiceThisVisit ?? defaultTheme,
    () => defaultTheme,
  );
  const prefersDark = useSyncExternalStore(
    subscribeToDevice,
    () => window.matchMedia(DARK_QUERY).matches,
    () => false,
  );
  const resolvedTheme = resolveTheme(theme, prefersDark);

  // Before paint, so switching never shows one frame of the old theme; with transitions off for
  // the switch, so colours change at once rather than fading through unreadable pairs.
  // Only a change acts: the first run leaves what public/theme.js already showed, since while
  // hydrating the theme read above is still the server's default and must not undo the visitor's.
  const rendered = useRef<ResolvedTheme | null>(null);
  useLayoutEffect(() => {
    const changed = rendered.current !== null && rendered.current !== resolvedTheme;
    rendered.current = resolvedTheme;
    if (!changed) return;
    const root = document.documentElement;
    if (root.classList.contains("dark") === (resolvedTheme === "dark")) return;
    root.classList.add("theme-switching");
    root.classList.toggle("dark", resolvedTheme === "dark");
    // Reading a style makes the browser apply the new colours now, while transitions are off.
    void window.getComputedStyle(root).color;
    const frame = requestAnimationFrame(() => root.classList.remove("theme-switching"));
    return () => {
      cancelAnimationFrame(frame);
      root.classList.remove("theme-switching");
    };
  }, [resolvedTheme]);

  // Another tab changing the theme reaches `theme` through the storage event (subscribeToChoice),
  // so tabs of the same app never disagree.
  const setTheme = useCallback((next: Theme) => saveChoice(next), []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error("useTheme must be used within a ThemeProvider.");
  return context;
}
