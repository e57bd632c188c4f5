/**
 * Just enough of RFC 5322 / MIME to read what nodemailer sends: unfolded headers, encoded-word
 * subjects (RFC 2047), multipart bodies and quoted-printable or base64 parts in UTF-8.
 */
export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const char = joined[index] ?? "";
    const hex = joined.slice(index + 1, index + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body).toString("utf8");
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  return part.body;
}

/** Decodes `=?utf-8?Q?…?=` and `=?utf-8?B?…?=` words; adjacent words join without the space between. */
export function decodeHeaderValue(value: string): string {
  const joined = value.replace(/(\?=)\s+(?==\?)/g, "$1");
  const pieces: Buffer[] = [];
  let last = 0;
  for (const match of joined.matchAll(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g)) {
    pieces.push(Buffer.from(joined.slice(last, match.index), "utf8"));
    const [, , kind, text = ""] = match;
    pieces.push(
      kind?.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
    last = (match.index ?? 0) + match[0].length;
  }
  pieces.push(Buffer.from(joined.slice(last), "utf8"));
  return Buffer.concat(pieces).toString("utf8");
}

function collectParts(part: Part, into: { text: string; html: string }): void {
  const contentType = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      collectParts(splitPart(section.replace(/^\n/, "")), into);
    }
    return;
  }
  if (contentType.toLowerCase().startsWith("text/html")) into.html += decodeBody(part);
  else if (contentType.toLowerCase().startsWith("text/plain")) into.text += decodeBody(part);
}

export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw);
  const bodies = { text: "", html: "" };
  collectParts(root, bodies);
  return {
    headers: root.headers,
    subject: decodeHeaderValue(root.headers.get("subject") ?? ""),
    text: bodies.text,
    html: bodies.html,
  };
}
