const UNIQUE_VIOLATION = "23505";

type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown } | null | undefined;

/** PostgreSQL's unique violation, raw from the driver or wrapped by drizzle in `cause`. */
function uniqueViolation(error: unknown): DriverError {
  const outer = error as DriverError;
  if (outer?.code === UNIQUE_VIOLATION) return outer;
  const cause = outer?.cause as DriverError;
  return cause?.code === UNIQUE_VIOLATION ? cause : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== undefined;
}

/** The unique index a unique violation broke, or undefined for any other error. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const constraint = uniqueViolation(error)?.constraint;
  return typeof constraint === "string" ? constraint : undefined;
}
