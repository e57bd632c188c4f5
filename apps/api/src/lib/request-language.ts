import { LANGUAGES, type Language } from "@stampwise/contract";

/**
 * The language an Accept-Language header prefers among those the product speaks, or undefined
 * when it names none of them. Weights (`q=`) order the choices; a bare language ("sv") matches its
 * regional form ("sv-SE").
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .slice(0, 1000)
    .split(",")
    .map((part, position) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const weight = parameters.map((each) => /^\s*q=([\d.]+)\s*$/.exec(each)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), weight: weight === undefined ? 1 : Number(weight), position };
    })
    .filter((each) => each.tag !== "" && each.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position);
  for (const { tag } of ranked) {
    const found = LANGUAGES.find((language) => {
      const lower = language.toLowerCase();
      return tag === lower || tag === lower.split("-")[0];
    });
    if (found) return found;
  }
  return undefined;
}
