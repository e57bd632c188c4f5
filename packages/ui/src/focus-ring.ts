/**
 * One solid, offset focus ring for every control: a translucent ring is hard to see on the cream
 * background, and a shared string keeps keyboard focus looking the same everywhere.
 */
export const focusRing =
  "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/** For fields: the border turns the ring colour too, so the focused field stands out in a form. */
export const fieldFocusRing = `${focusRing} focus-visible:border-ring`;

/** Invalid fields keep a red border, so an error is visible without relying on the message alone. */
export const invalidField = "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive";
