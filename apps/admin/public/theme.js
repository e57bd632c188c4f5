// Loaded as a blocking script in <head> (the CSP forbids inline scripts) so the `dark` class is
// on <html> before the first paint: people who prefer dark never see a white flash.
(() => {
  const media = window.matchMedia("(prefers-color-scheme: dark)");
  const apply = () => document.documentElement.classList.toggle("dark", media.matches);
  apply();
  media.addEventListener("change", apply);
})();
