import type { ErrorCode, ErrorResponse } from "@stampwise/contract";

export type FieldIssue = { path: string; message: string };

/**
 * A failed API call, carrying the server's machine code so screens translate by code and place
 * field issues under their fields. Network failures get status 0 and code NETWORK_ERROR.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | "NETWORK_ERROR" | "UNKNOWN";
  readonly issues: FieldIssue[];
  readonly role: "admin" | "user" | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** For LOWERING_NEEDS_CONFIRMATION: what lowering the card would change. */
  readonly lowering: ErrorResponse["error"]["lowering"];

  constructor(status: number, body: unknown) {
    const error = errorOf(body);
    super(error?.message ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.code = status === 0 ? "NETWORK_ERROR" : (error?.code ?? "UNKNOWN");
    this.issues = error?.issues ?? [];
    this.role = error?.role;
    this.retryAfterSeconds = error?.retryAfterSeconds;
    this.lowering = error?.lowering;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The `error` object of an answer shaped like the contract's ErrorResponse. Checked by hand rather
 * than with the zod schema so every page's first load does not carry zod just to read errors.
 */
function errorOf(body: unknown): ErrorResponse["error"] | undefined {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== "object" || error === null) return undefined;
  const { code, message } = error as Record<string, unknown>;
  return typeof code === "string" && typeof message === "string"
    ? (error as ErrorResponse["error"])
    : undefined;
}

/**
 * Loading one record that the address names found nothing: 404 for another organization's or a
 * deleted one, and 400 VALIDATION_ERROR for an id the API does not take (a GET of a record by
 * its id carries nothing else it could refuse). Screens that load such a record show their
 * not-found state for both, never "check your connection".
 */
export function isNotFoundError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 404 || (error.status === 400 && error.code === "VALIDATION_ERROR");
}
