/**
 * A number typed in a text box: "0,5" reads as 0.5 (a Swedish decimal comma), "" as missing. For
 * z.preprocess in the forms that take numbers as typed (the loyalty program, its levels, points
 * rewards).
 */
export function typedNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim().replace(",", ".");
  return trimmed === "" ? Number.NaN : Number(trimmed);
}
