/*
 * The theme rules without React, shared by ThemeProvider and its tests. Each app's public/theme.js
 * repeats resolveTheme in plain JavaScript (it runs before any bundle loads); keep them in step.
 */

export const THEME_STORAGE_KEY = "theme";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = "light" | "dark";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** "system" (and no choice at all) follows the device; an explicit choice wins over it. */
export function resolveTheme(choice: Theme | null | undefined, prefersDark: boolean): ResolvedTheme {
  if (choice === "light" || choice === "dark") return choice;
  return prefersDark ? "dark" : "light";
}
