/**
 * A legal text as data: the page renders it, and a test checks that both languages have the
 * same sections in the same order (so a translation cannot silently drop a clause).
 */
export type LegalBlock =
  | { type: "paragraph"; text: string }
  | { type: "list"; items: readonly string[] }
  /** A link to a page of the product (a screen where a right the text describes is used). */
  | { type: "link"; text: string; href: string };

export type LegalSection = {
  /** Anchor for the table of contents; the same in every language so links can be shared. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  title: string;
  introduction: string;
  sections: readonly LegalSection[];
};

export type LegalPage = "privacy" | "terms" | "cookies";
