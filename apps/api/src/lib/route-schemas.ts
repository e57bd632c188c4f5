import { ErrorResponseSchema } from "@stampwise/contract";
import { z } from "zod";

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

/** A redirect's answer, for the OpenAPI document: no body, the next address in `Location`. */
export const redirectResponse = (description: string) => ({ 302: z.null().describe(description) });

/** A request from another origin, refused before the route (plugins/origin-check.ts). */
export const originRefused = { 403: ErrorResponseSchema } as const;
