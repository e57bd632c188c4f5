import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import { ORGANIZATION_HEADER } from "@stampwise/contract";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/**
 * What the OpenAPI document at /api/docs/json says beyond the routes' zod schemas, so a client
 * generated from it knows how to sign in and what to call each operation (docs/architecture.md,
 * "The OpenAPI document"):
 * - every operation has an `operationId`: the one its route names, or one made from its method and
 *   path (`GET /api/qrcode/instance/{instanceId}` → `getQrcodeInstanceByInstanceId`), stable as long
 *   as the path is;
 * - every operation says what it needs: the session cookie, the organization header with it, or
 *   nothing (`security: []`), read from the guards its route runs;
 * - a nullable union names its type, as OpenAPI 3.0 asks (zod's output leaves it out);
 * - an organization's route also takes an API key (`apiKey`), with the scope it needs in
 *   `x-api-key-scope`;
 * - the error answer is one named schema that every operation refers to.
 * `openapi-document.test.ts` holds the document to Redocly's recommended rules.
 */

/** The security schemes, by the names operations refer to them with. */
export function securitySchemes(sessionCookie: string) {
  return {
    session: {
      type: "apiKey",
      in: "cookie",
      name: sessionCookie,
      description: "The session cookie that POST /api/auth/login (or a Google sign-in) sets.",
    },
    organization: {
      type: "apiKey",
      in: "header",
      name: ORGANIZATION_HEADER,
      description: "The organization an admin route acts for; the session must be a member of it.",
    },
    apiKey: {
      type: "http",
      scheme: "bearer",
      description:
        "An organization's API key (`swk_…`, made in Settings → Integrations), from a server or a till, " +
        "never a browser. It implies its organization; `x-api-key-scope` on an operation names the " +
        "scope it needs (read, counter or full).",
    },
    applePass: {
      type: "apiKey",
      in: "header",
      name: "Authorization",
      description:
        "`ApplePass <token>`: the authentication token inside an Apple Wallet pass, which the device " +
        "sends to the PassKit web service (decision 044).",
    },
  } as const;
}

type Guard = (...args: never[]) => unknown;
type GuardKind = Exclude<keyof ReturnType<typeof securitySchemes>, "apiKey" | "applePass">;

const guardKinds = new WeakMap<Guard, GuardKind>();

/**
 * Registers a preHandler as the check of one security scheme: a route that runs it is documented
 * as needing that scheme. The guards register themselves where they are made.
 */
export function documentGuard<T extends Guard>(guard: T, kind: GuardKind): T {
  guardKinds.set(guard, kind);
  return guard;
}

/** The security requirement of a route, from the guards among its preHandlers. */
export function securityOf(preHandler: unknown): Array<Partial<Record<GuardKind, string[]>>> {
  const handlers = (Array.isArray(preHandler) ? preHandler : [preHandler]).filter(
    (handler): handler is Guard => typeof handler === "function",
  );
  const kinds = new Set(handlers.map((handler) => guardKinds.get(handler)).filter(Boolean));
  if (kinds.size === 0) return [];
  const requirement: Partial<Record<GuardKind, string[]>> = {};
  for (const kind of ["session", "organization"] as const) if (kinds.has(kind)) requirement[kind] = [];
  // The organization guard reads the session the session guard loaded: one never goes alone.
  if (requirement.organization) requirement.session = [];
  return [requirement];
}

/** `POST /api/qrcode/instance/:instanceId/redeem` → `postQrcodeInstanceByInstanceIdRedeem`. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "/")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^[:{](\w+)\}?$/.exec(segment);
      return parameter ? ["by", parameter[1] ?? ""] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("");
}

type JsonObject = { [key: string]: unknown };
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** OpenAPI 3.0 wants a `type` next to `nullable`: a union of one type gets that type named. */
export function nameNullableUnionTypes(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nameNullableUnionTypes(item);
    return;
  }
  if (!isObject(node)) return;
  if (node.nullable === true && node.type === undefined) {
    const variants = [node.oneOf, node.anyOf, node.allOf].find(Array.isArray) as unknown[] | undefined;
    const types = new Set(variants?.map((variant) => (isObject(variant) ? variant.type : undefined)));
    const [only] = types;
    if (types.size === 1 && typeof only === "string") node.type = only;
  }
  for (const value of Object.values(node)) nameNullableUnionTypes(value);
}

type Transform = NonNullable<FastifyDynamicSwaggerOptions["transform"]>;

/** The routes' zod schemas as JSON Schema (fastify-type-provider-zod), with the above added. */
export const openApiTransform: Transform = (input) => {
  const transformed = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = { ...(transformed.schema as JsonObject) };
  const method = [input.route.method].flat()[0] ?? "get";
  schema.operationId ??= operationIdFor(method, input.url);
  schema.security ??= securityOf(input.route.preHandler);
  // Set on the route's config when it was registered (plugins/api-key-scopes.ts).
  const apiKeyScope = (input.route.config as { apiKeyScope?: string } | undefined)?.apiKeyScope;
  if (apiKeyScope) {
    schema.security = [...(schema.security as unknown[]), { apiKey: [] }];
    schema["x-api-key-scope"] = apiKeyScope;
  }
  nameNullableUnionTypes(schema);
  return { ...transformed, schema } as ReturnType<Transform>;
};

type TransformObject = NonNullable<FastifyDynamicSwaggerOptions["transformObject"]>;

/**
 * The schemas named in zod's registry (the error answer) as components that operations refer to
 * (fastify-type-provider-zod), less the ones nothing refers to: the registry has an input and an
 * output version of each, and the error answer is only ever output.
 */
export const openApiTransformObject: TransformObject = (documentObject) => {
  const document = jsonSchemaTransformObject(
    documentObject as Parameters<typeof jsonSchemaTransformObject>[0],
  ) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas;
  if (schemas) {
    const text = JSON.stringify({ ...document, components: { ...document.components, schemas: {} } });
    for (const name of Object.keys(schemas)) {
      if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
    }
  }
  return document as ReturnType<TransformObject>;
};
