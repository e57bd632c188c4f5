/**
 * The name to save an export under: the server's (Content-Disposition), else one naming the day,
 * so the downloads of different days never overwrite each other.
 */
export function exportFilename(contentDisposition: string | null, today: Date): string {
  return safeFilename(filenameFromDisposition(contentDisposition)) ?? fallbackFilename(today);
}

export function fallbackFilename(today: Date): string {
  const day = [
    today.getFullYear(),
    String(today.getMonth() + 1).padStart(2, "0"),
    String(today.getDate()).padStart(2, "0"),
  ].join("-");
  return `customers-${day}.csv`;
}

/** RFC 6266: `filename*=UTF-8''…` (percent-encoded) wins over the plain `filename="…"`. */
function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  return plain ? (plain[1]?.replace(/\\(.)/g, "$1") ?? plain[2]) : undefined;
}

/** No folders and no control characters: the browser saves where it wants, under this name only. */
function safeFilename(name: string | undefined): string | undefined {
  const base = name
    ?.split(/[\\/]/)
    .pop()
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
    ?.replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  return base && base !== "." && base !== ".." ? base : undefined;
}
