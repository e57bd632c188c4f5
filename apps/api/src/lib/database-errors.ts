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

/**
 * The SQLSTATE of a database error, raw from the driver or wrapped by drizzle (in `cause`, to a
 * few levels); undefined for an error that did not come from the database.
 */
export function sqlState(error: unknown): string | undefined {
  let current = error as DriverError;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as DriverError;
  }
  return undefined;
}

/** SQLSTATE class 22: a value the database cannot hold or compute with (out of range, overflow). */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith("22") ?? false;
}
