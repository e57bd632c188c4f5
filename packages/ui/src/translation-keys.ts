// Importing the package's types brings its i18next augmentation into this project, so every
// `t("ui.…")` here is checked against the en-US keys.
export type { Resource as TranslationResource } from "@stampwise/i18n";
