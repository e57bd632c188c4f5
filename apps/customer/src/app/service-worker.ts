/**
 * Registers public/sw.js (see there) so the app opens offline after a first visit. Production
 * builds only: in development Vite serves unbundled modules that must never come from a cache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const register = async () => {
    try {
      const registration = await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
      await navigator.serviceWorker.ready;
      // What this visit loaded before the worker took over was fetched past it: hand the list over.
      const send = (urls: string[]) => {
        if (urls.length === 0) return;
        (navigator.serviceWorker.controller ?? registration.active)?.postMessage({
          type: "cache-urls",
          urls,
        });
      };
      const sendLoadedFiles = () =>
        send(appFileUrls(performance.getEntriesByType("resource"), window.location.origin, base));
      sendLoadedFiles();
      navigator.serviceWorker.addEventListener("controllerchange", sendLoadedFiles);
      // Screens and their chunks keep loading lazily after this (decision 014); one fetched before
      // the worker controls the page would otherwise be missing offline, so each is handed over.
      new PerformanceObserver((list) =>
        send(appFileUrls(list.getEntries(), window.location.origin, base)),
      ).observe({ type: "resource" });
    } catch (error) {
      // Without a worker the app still works online; only the offline start is lost.
      console.warn("The service worker could not be registered", error);
    }
  };
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}

/** The loaded files the worker may cache: this app's own, never the API or other sites. */
export function appFileUrls(entries: readonly { name: string }[], origin: string, base: string): string[] {
  const urls = new Set<string>();
  for (const { name } of entries) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (url.origin === origin && url.pathname.startsWith(base) && !url.pathname.startsWith("/api/")) {
      urls.add(url.pathname + url.search);
    }
  }
  return [...urls];
}
