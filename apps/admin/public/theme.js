// Loaded as a blocking script in <head> (the CSP forbids inline scripts) so the `dark` class is
// on <html> before the first paint: nobody sees a flash of the other theme. It reads the same
// localStorage key as ThemeProvider in @stampwise/ui and repeats its resolveTheme rule in plain
// JavaScript, because this runs before any bundle has loaded. Keep the two in step.
(() => {
  const media = window.matchMedia("(prefers-color-scheme: dark)");
  const storedChoice = () => {
    try {
      return localStorage.getItem("theme");
    } catch {
      // Storage can be disabled; then the device setting decides.
      return null;
    }
  };
  const apply = () => {
    const choice = storedChoice();
    const dark = choice === "dark" || (choice !== "light" && media.matches);
    document.documentElement.classList.toggle("dark", dark);
  };
  apply();
  // Follows the device live while the choice is "system", also on pages without ThemeProvider.
  media.addEventListener("change", apply);
})();
