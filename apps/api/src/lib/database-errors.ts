const UNIQUE_VIOLATION = "23505";

/** PostgreSQL's unique-violation, raw from the driver or wrapped by drizzle in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null | undefined)?.code;
  return (
    codeOf(error) === UNIQUE_VIOLATION ||
    codeOf((error as { cause?: unknown } | null)?.cause) === UNIQUE_VIOLATION
  );
}
