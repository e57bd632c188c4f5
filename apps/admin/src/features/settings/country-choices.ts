import { PHONE_COUNTRIES, type PhoneCountry } from "@stampwise/contract";
import type { Language } from "@stampwise/i18n";

export interface CountryChoice {
  code: PhoneCountry;
  name: string;
}

/**
 * The countries an organization can be in, named in the reader's language by the browser's own
 * list (Intl.DisplayNames: every country in every language without texts of ours), A to Ö.
 */
export function countryChoices(language: Language): CountryChoice[] {
  const names = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(language);
  return PHONE_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
