import { LANGUAGES } from "@stampwise/i18n";
import { describe, expect, it } from "vitest";
import type { LegalDocument, LegalPage } from "./legal-document";
import { LAST_UPDATED, LEGAL_DOCUMENTS } from "./legal-texts";

const PAGES = Object.keys(LEGAL_DOCUMENTS) as LegalPage[];

/** The shape without the words: section ids, and per block its kind and list length. */
function structure(document: LegalDocument) {
  return document.sections.map((section) => ({
    id: section.id,
    blocks: section.blocks.map((block) =>
      block.type === "list"
        ? `list:${block.items.length}`
        : block.type === "link"
          ? `link:${block.href}`
          : "paragraph",
    ),
  }));
}

function texts(document: LegalDocument): string[] {
  return [
    document.title,
    document.introduction,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => (block.type === "list" ? block.items : [block.text])),
    ]),
  ];
}

describe.each(PAGES)("the %s page", (page) => {
  it("has the same sections, paragraphs and list items in every language", async () => {
    const [english, ...others] = await Promise.all(
      LANGUAGES.map(({ code }) => LEGAL_DOCUMENTS[page][code]()),
    );
    for (const other of others) expect(structure(other)).toEqual(structure(english as LegalDocument));
  });

  it("has no empty text in any language", async () => {
    for (const { code } of LANGUAGES) {
      const document = await LEGAL_DOCUMENTS[page][code]();
      expect(texts(document).filter((text) => text.trim() === "")).toEqual([]);
      expect(document.sections.length).toBeGreaterThan(0);
    }
  });

  it("uses unique section ids, so every table-of-contents link has one target", async () => {
    const document = await LEGAL_DOCUMENTS[page]["en-US"]();
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has a valid last-updated date", () => {
    expect(Number.isNaN(Date.parse(LAST_UPDATED[page]))).toBe(false);
  });

  it("is translated rather than copied", async () => {
    const [english, swedish] = await Promise.all([
      LEGAL_DOCUMENTS[page]["en-US"](),
      LEGAL_DOCUMENTS[page]["sv-SE"](),
    ]);
    const englishTexts = new Set(texts(english));
    expect(texts(swedish).filter((text) => englishTexts.has(text))).toEqual([]);
  });
});

describe("the terms of service", () => {
  it("state the 18-year minimum age in both languages", async () => {
    expect(texts(await LEGAL_DOCUMENTS.terms["en-US"]()).join(" ")).toContain("at least 18 years old");
    expect(texts(await LEGAL_DOCUMENTS.terms["sv-SE"]()).join(" ")).toContain("fyllt 18 år");
  });
});
