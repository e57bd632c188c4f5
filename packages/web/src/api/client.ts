import type { z } from "zod";
import { ApiError } from "./api-error";
import { organizationHeaders } from "./current-organization";

type RequestOptions<Schema extends z.ZodType | undefined> = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Validates the answer so a screen never renders a shape the contract does not promise. */
  schema?: Schema;
  signal?: AbortSignal;
};

type Answer<Schema> = Schema extends z.ZodType ? z.infer<Schema> : unknown;

/**
 * Calls the API under /api with the session cookie and the current organization. Non-2xx answers
 * throw an ApiError with the server's code; the HTTP client has no timeout.
 */
export async function apiRequest<Schema extends z.ZodType | undefined = undefined>(
  path: string,
  { method = "GET", body, query, schema, signal }: RequestOptions<Schema> = {},
): Promise<{ status: number; data: Answer<Schema> }> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      credentials: "include",
      signal,
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...organizationHeaders(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, undefined);
  }
  const data = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return { status: response.status, data: (schema ? schema.parse(data) : data) as Answer<Schema> };
}

/** The answer's body only, for queries. */
export async function apiGet<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: Omit<RequestOptions<Schema>, "schema" | "method" | "body"> = {},
): Promise<z.infer<Schema>> {
  const { data } = await apiRequest(path, { ...options, schema });
  return data as z.infer<Schema>;
}

export function apiUrl(path: string, query?: RequestOptions<undefined>["query"]): string {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Posts a file as the request's body (the CSV of an import), with the session and the current
 * organization like `apiRequest`. The file's own type goes along; the server reads the bytes.
 */
export async function apiUpload<Schema extends z.ZodType>(
  path: string,
  file: Blob,
  { query, schema }: { query?: RequestOptions<undefined>["query"]; schema: Schema },
): Promise<z.infer<Schema>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method: "POST",
      credentials: "include",
      headers: {
        accept: "application/json",
        "content-type": file.type || "text/csv",
        ...organizationHeaders(),
      },
      body: file,
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  const data = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return schema.parse(data) as z.infer<Schema>;
}
