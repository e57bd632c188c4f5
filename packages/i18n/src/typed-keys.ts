import type { Resource } from "./resources/en-US";

// en-US is the key type: `t("auth.login.title")` type-checks, a misspelt or missing key does not.
// A module (not a .d.ts) so the augmentation is emitted with the package's declarations and every
// workspace that imports @stampwise/i18n type-checks its keys too.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Resource };
  }
}
