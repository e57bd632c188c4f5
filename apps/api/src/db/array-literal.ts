/**
 * A text array as PostgreSQL's literal (`{"a","b"}`), sent as one parameter and cast with
 * `::text[]`: drizzle's `sql` spreads a JS array into a row of parameters, which `= any(…)` cannot
 * take, and a list of 10,000 would be 10,000 parameters.
 */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
}
