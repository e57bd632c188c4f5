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
export const unauthenticated = () => new AppError(401, "UNAUTHENTICATED", "User access required");
