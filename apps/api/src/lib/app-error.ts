import type { ErrorCode } from "@stampwise/contract";

/**
 * A failure the client can act on. The central error handler turns it into
 * `{ error: { code, message } }` with this status; anything else becomes a logged 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (what = "Resource") => new AppError(404, "NOT_FOUND", `${what} not found`);

export const VALIDATION_MESSAGE = "The request is invalid";

/** A field the schema accepted but the rules refuse, in the same shape as schema failures. */
export function validationError(issues: { path: string; message: string }[]): AppError {
  return new AppError(400, "VALIDATION_ERROR", VALIDATION_MESSAGE, { issues });
}

export const unauthenticated = () => new AppError(401, "UNAUTHENTICATED", "User access required");

export const forbidden = (message: string) => new AppError(403, "FORBIDDEN", message);
