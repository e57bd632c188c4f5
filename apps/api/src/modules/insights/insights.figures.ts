import { AppError } from "../../lib/app-error";

/**
 * Insights' figures travel as JSON numbers, which JavaScript reads exactly up to 2^53 − 1
 * (Number.MAX_SAFE_INTEGER: 90 billion kronor in öre). The database sums in 64 bits (`bigint`)
 * and answers such a sum as text or a bigint; each figure is converted here, and one beyond that
 * limit refuses the request with its own code rather than travel rounded. The ledger's bounds
 * (each posting's amount, each balance) make it unreachable in practice: it takes about 900 million
 * postings of the largest gift amount in one range.
 */
export const figureTooLarge = () =>
  new AppError(422, "STATISTICS_FIGURE_TOO_LARGE", "A figure is too large to be shown exactly");

/** A figure from the database (number, bigint or its text), as a number that is exact. */
export function exactFigure(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const figure = typeof value === "number" ? value : Number(value);
  if (!Number.isSafeInteger(figure)) {
    if (typeof value === "bigint" || /^-?\d+$/.test(String(value))) throw figureTooLarge();
    throw new Error(`not a whole figure: ${String(value)}`);
  }
  return figure;
}

/** The row with each named column read by `exactFigure`. */
export function exactFigures<Row extends Record<string, unknown>, Key extends keyof Row>(
  row: Row,
  keys: readonly Key[],
): Omit<Row, Key> & Record<Key, number> {
  const copy: Record<string, unknown> = { ...row };
  for (const key of keys) copy[key as string] = exactFigure(row[key]);
  return copy as Omit<Row, Key> & Record<Key, number>;
}

/** a + b, refused when the sum would no longer be exact. */
export function addFigures(a: number, b: number): number {
  const total = a + b;
  if (!Number.isSafeInteger(total)) throw figureTooLarge();
  return total;
}
