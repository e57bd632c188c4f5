import { formatNumber, type Language, type TFunction } from "@stampwise/i18n";

/**
 * The plural of a program's points name, by the reader's language: a program stores one word,
 * singular and lower case ("bean", "böna"), and the apps pluralise it. Only regular patterns are
 * changed; a word they do not cover is shown as written ("poäng" stays "poäng", as it should).
 */
export function pluralPointsName(name: string, language: Language): string {
  if (name === "") return name;
  return language === "sv-SE" ? swedishPlural(name) : englishPlural(name);
}

function englishPlural(name: string): string {
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`; // berry → berries
  if (/(s|x|z|ch|sh)$/.test(name)) return `${name}es`; // box → boxes
  return `${name}s`; // bean → beans, key → keys
}

function swedishPlural(name: string): string {
  if (/[^aeiouyåäö]a$/.test(name)) return `${name.slice(0, -1)}or`; // böna → bönor, krona → kronor
  if (/[^aeiouyåäö]el$/.test(name)) return `${name.slice(0, -2)}lar`; // stämpel → stämplar
  if (/ning$|ing$/.test(name)) return `${name}ar`; // belöning → belöningar
  return name; // poäng, frö: the same in the plural, or a word these rules cannot know
}

/**
 * "384 beans" / "384 bönor", "1 bean": the number in the reader's format, the name chosen by the
 * translator's plural rules (`pointsCard.amount_one` / `_other`).
 */
export function formatPointsAmount(
  t: TFunction,
  language: Language,
  count: number,
  pointsName: string,
): string {
  return t("pointsCard.amount", {
    count,
    amount: formatNumber(count, language),
    one: pointsName,
    other: pluralPointsName(pointsName, language),
  });
}
