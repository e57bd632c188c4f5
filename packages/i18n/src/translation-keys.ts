import type { Resource } from "./resources/en-US";

/** A plural's key names its base: `cards_one` and `cards_other` are both asked for as `cards`. */
type WithoutPlural<Key extends string> = Key extends `${infer Base}_${"one" | "other"}` ? Base : Key;

/** Every dotted path to a text of `Node`, e.g. "auth.login.title". */
type TextPaths<Node, Prefix extends string = ""> = {
  [Key in keyof Node & string]: Node[Key] extends string
    ? `${Prefix}${WithoutPlural<Key>}`
    : TextPaths<Node[Key], `${Prefix}${Key}.`>;
}[keyof Node & string];

/**
 * en-US is the key type: `t("auth.login.title")` type-checks, a misspelt or missing key does not,
 * and neither does a key built from a template literal that can name a text that does not exist.
 */
export type TranslationKey = TextPaths<Resource>;

/** Values for a text's `{{placeholders}}`; `count` also picks the plural. */
export type TranslationValues = Record<string, unknown> & { count?: number };

export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;
