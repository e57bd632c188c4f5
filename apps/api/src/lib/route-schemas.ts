import { ErrorResponseSchema } from "@stampwise/contract";

/** The error answers most routes can give, for their OpenAPI response lists. */
export const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  410: ErrorResponseSchema,
  429: ErrorResponseSchema,
  /** QUERY_TOO_HEAVY: a statement ran past its time bound (decision 031). */
  503: ErrorResponseSchema,
} as const;
