import {
  type Language,
  PERSONALISATION_VARIABLES,
  type PersonalisationValues,
  renderVariables,
} from "@stampwise/contract";
import type { EmailColors } from "./business-sender";
import { type CampaignEmailTemplate, renderCampaignEmail, UNSUBSCRIBE_URL_MARK } from "./campaign-email";

/**
 * What each channel sends one recipient: the communication's content with the recipient's values
 * filled in. The deliverer and the editor's preview both render through here, so a preview shows
 * exactly what would go out.
 */

const HTML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character);
const raw = (value: string) => value;

/** A text cut at its variables and unsubscribe mark once, so each copy is a join, not a search. */
type Pieces = (string | { variable: keyof PersonalisationValues } | { unsubscribe: true })[];
export interface CompiledEmail {
  subject: Pieces;
  html: Pieces;
  text: Pieces;
}

const PIECE_PATTERN = new RegExp(
  `\\{\\{\\s*(${PERSONALISATION_VARIABLES.join("|")})\\s*\\}\\}|${UNSUBSCRIBE_URL_MARK}`,
  "g",
);

function cut(text: string): Pieces {
  const pieces: Pieces = [];
  let last = 0;
  for (const match of text.matchAll(PIECE_PATTERN)) {
    pieces.push(text.slice(last, match.index));
    pieces.push(match[1] ? { variable: match[1] as keyof PersonalisationValues } : { unsubscribe: true });
    last = (match.index ?? 0) + match[0].length;
  }
  pieces.push(text.slice(last));
  return pieces;
}

function compile(template: CampaignEmailTemplate): CompiledEmail {
  return { subject: cut(template.subject), html: cut(template.html), text: cut(template.text) };
}

function fill(
  pieces: Pieces,
  values: PersonalisationValues,
  unsubscribeUrl: string,
  encode: (value: string) => string,
) {
  let out = "";
  for (const piece of pieces) {
    if (typeof piece === "string") out += piece;
    else if ("variable" in piece) out += encode(values[piece.variable]);
    else out += encode(unsubscribeUrl);
  }
  return out;
}

/** A communication's email in one language, rendered once and ready to fill per recipient. */
export async function compileCampaignEmail(content: {
  subject: string;
  body: string;
  language: Language;
  brand: EmailColors;
}): Promise<CompiledEmail> {
  return compile(await renderCampaignEmail(content));
}

/** One recipient's copy: variables HTML-escaped in the html, as they are in the subject and text. */
export function fillCampaignEmail(
  compiled: CompiledEmail,
  values: PersonalisationValues,
  unsubscribeUrl: string,
): { subject: string; html: string; text: string } {
  return {
    subject: fill(compiled.subject, values, unsubscribeUrl, raw),
    html: fill(compiled.html, values, unsubscribeUrl, escapeHtml),
    text: fill(compiled.text, values, unsubscribeUrl, raw),
  };
}

export const smsCopy = (message: string, values: PersonalisationValues): string =>
  renderVariables(message, values);

export function inAppCopy(
  content: { title: string; body: string },
  values: PersonalisationValues,
): { title: string; body: string } {
  return {
    // One line: the inbox reads the title back as what comes before the first blank line.
    title: renderVariables(content.title, values).replace(/\s*\n\s*/g, " "),
    body: renderVariables(content.body, values),
  };
}
