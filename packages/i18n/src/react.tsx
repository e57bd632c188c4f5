import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useSyncExternalStore,
} from "react";
import type { TFunction, TranslationKey, TranslationValues } from "./translation-keys";
import type { Translator } from "./translator";

const TranslatorContext = createContext<Translator | null>(null);

/** The app's translator, for the screens under it. */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/**
 * The last translator created: what a component rendered outside a provider (a test rendering a
 * single component) reads, as each app creates exactly one.
 */
let defaultTranslator: Translator | undefined;

export function setDefaultTranslator(translator: Translator): void {
  defaultTranslator = translator;
}

/** `{ t, i18n }` of the nearest translator; re-renders the component when the language changes. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext) ?? defaultTranslator;
  if (!i18n) throw new Error("useTranslation needs an I18nProvider or a created translator");
  const t = useSyncExternalStore(
    (onChange) => i18n.onLanguageChanged(onChange),
    () => i18n.t,
    () => i18n.t,
  );
  return { t, i18n };
}

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A text with elements inside: `<terms>terms of service</terms>` in the text renders
 * `components.terms` with "terms of service" as its children. Tags do not nest.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: TranslationKey;
  values?: TranslationValues;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let rest = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = "", inner = ""] = match;
    parts.push(text.slice(rest, match.index));
    const component = components[name];
    parts.push(isValidElement(component) ? cloneElement(component, { key: match.index }, inner) : inner);
    rest = match.index + whole.length;
  }
  parts.push(text.slice(rest));
  return <>{Children.toArray(parts)}</>;
}
