import type { CardTemplateFields } from "@stampwise/contract";

type CardFonts = CardTemplateFields["font"];

/** The CSS family of each template font, with a system fallback while the font loads. */
export const CARD_FONT_FAMILIES: Record<CardFonts, string> = {
  roboto: '"Roboto", system-ui, sans-serif',
  open_sans: '"Open Sans", system-ui, sans-serif',
  montserrat: '"Montserrat", system-ui, sans-serif',
  poppins: '"Poppins", system-ui, sans-serif',
  lato: '"Lato", system-ui, sans-serif',
};

/**
 * Each font's regular and bold Latin faces (Latin covers å, ä, ö), bundled with the app so cards
 * render offline. Written out, not built from a template string, so the bundler makes one small
 * chunk per font and only the fonts a shown card uses are fetched.
 */
const FONT_LOADERS: Record<CardFonts, () => Promise<unknown>> = {
  roboto: () =>
    Promise.all([import("@fontsource/roboto/latin-400.css"), import("@fontsource/roboto/latin-700.css")]),
  open_sans: () =>
    Promise.all([
      import("@fontsource/open-sans/latin-400.css"),
      import("@fontsource/open-sans/latin-700.css"),
    ]),
  montserrat: () =>
    Promise.all([
      import("@fontsource/montserrat/latin-400.css"),
      import("@fontsource/montserrat/latin-700.css"),
    ]),
  poppins: () =>
    Promise.all([import("@fontsource/poppins/latin-400.css"), import("@fontsource/poppins/latin-700.css")]),
  lato: () =>
    Promise.all([import("@fontsource/lato/latin-400.css"), import("@fontsource/lato/latin-700.css")]),
};

const requested = new Map<CardFonts, Promise<unknown>>();

/** Starts loading a font's faces once per page; a failed load is retried the next time. */
export function loadCardFont(font: CardFonts): Promise<unknown> {
  const known = requested.get(font);
  if (known) return known;
  const loading = FONT_LOADERS[font]().catch((error: unknown) => {
    // The system fallback in CARD_FONT_FAMILIES keeps the card readable meanwhile.
    requested.delete(font);
    throw error;
  });
  requested.set(font, loading);
  return loading;
}
