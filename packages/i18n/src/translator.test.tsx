import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { I18nProvider, Trans, useTranslation } from "./react";
import type { TranslationKey } from "./translation-keys";
import { Translator } from "./translator";

const texts = {
  greeting: { hello: "Hello {{name}}", cards_one: "{{count}} card", cards_other: "{{count}} cards" },
  legal: { accept: "I accept the <terms>terms</terms> at {{age}}+" },
};
const swedish = {
  greeting: { hello: "Hej {{name}}", cards_one: "{{count}} kort", cards_other: "{{count}} kort totalt" },
};

// The fixture's keys are not the product's: these tests probe the runtime, not the key type.
const key = (value: string) => value as TranslationKey;

function translator(options: Partial<ConstructorParameters<typeof Translator>[0]> = {}) {
  return new Translator({ language: "en-US", texts: { "en-US": texts, "sv-SE": swedish }, ...options });
}

describe("Translator", () => {
  it("reads dotted keys and fills placeholders, an absent value reading as nothing", () => {
    const { t } = translator();
    expect(t(key("greeting.hello"), { name: "Ada" })).toBe("Hello Ada");
    expect(t(key("greeting.hello"))).toBe("Hello {{name}}");
    expect(t(key("greeting.hello"), { other: 1 })).toBe("Hello ");
  });

  it("picks the plural by the language's rules", () => {
    const i18n = translator();
    expect(i18n.t(key("greeting.cards"), { count: 1 })).toBe("1 card");
    expect(i18n.t(key("greeting.cards"), { count: 0 })).toBe("0 cards");
    expect(i18n.t(key("greeting.cards"), { count: 2 })).toBe("2 cards");
    i18n.changeLanguage("sv-SE");
    expect(i18n.t(key("greeting.cards"), { count: 1 })).toBe("1 kort");
    expect(i18n.t(key("greeting.cards"), { count: 5 })).toBe("5 kort totalt");
  });

  it("writes the count the reader's way, and other numbers as given", () => {
    expect(translator().t(key("greeting.cards"), { count: 1500 })).toBe("1,500 cards");
    const swedishCount = translator({ language: "sv-SE" }).t(key("greeting.cards"), { count: 1500 });
    expect(swedishCount.replace(/\u00a0/g, " ")).toBe("1 500 kort totalt");
    expect(translator().t(key("greeting.hello"), { name: 2026 })).toBe("Hello 2026");
  });

  it("answers a missing text with its key, and a text missing in Swedish in English", () => {
    const i18n = translator({ language: "sv-SE" });
    expect(i18n.t(key("greeting.nothing"))).toBe("greeting.nothing");
    expect(i18n.t(key("greeting"))).toBe("greeting");
    expect(i18n.t(key("legal.accept.deeper"))).toBe("legal.accept.deeper");
    expect(i18n.t(key("legal.accept"), { age: 18 })).toBe("I accept the <terms>terms</terms> at 18+");
  });

  it("switches at once when nothing is to be loaded, gives a new t and tells its listeners once", async () => {
    const i18n = translator();
    const before = i18n.t;
    const listener = vi.fn();
    i18n.onLanguageChanged(listener);
    void i18n.changeLanguage("sv-SE");
    expect(i18n.language).toBe("sv-SE");
    expect(i18n.t).not.toBe(before);
    await i18n.changeLanguage("sv-SE");
    await i18n.changeLanguage("de-DE");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith("sv-SE");
  });

  it("waits for what must load before a switch", async () => {
    let release: () => void = () => {};
    const loading = new Promise<void>((resolve) => {
      release = resolve;
    });
    const i18n = translator({ beforeLanguageChange: () => loading });
    const switched = i18n.changeLanguage("sv-SE");
    expect(i18n.language).toBe("en-US");
    release();
    await switched;
    expect(i18n.language).toBe("sv-SE");
  });
});

describe("React binding", () => {
  function Greeting() {
    const { t } = useTranslation();
    return <p>{t(key("greeting.hello"), { name: "Ada" })}</p>;
  }

  it("renders in the provider's language", () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={translator({ language: "sv-SE" })}>
        <Greeting />
      </I18nProvider>,
    );
    expect(html).toBe("<p>Hej Ada</p>");
  });

  it("Trans puts the named elements around their words", () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={translator()}>
        <Trans i18nKey={key("legal.accept")} values={{ age: 18 }} components={{ terms: <strong /> }} />
      </I18nProvider>,
    );
    expect(html).toBe("I accept the <strong>terms</strong> at 18+");
  });
});
