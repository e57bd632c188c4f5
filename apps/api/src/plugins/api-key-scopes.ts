import type { ApiKeyScope } from "@stampwise/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error";
import { securityOf } from "../lib/openapi";

/**
 * Which routes take an API key, and the scope each needs, decided once when the route is
 * registered (docs/architecture.md, "API keys"): only the organization's routes (those that run
 * the tenancy guard) take one; reads need `read`, the counter's postings `counter` (their routes
 * say `config: { apiKey: "counter" }`), every other write `full`. A route may refuse keys outright
 * with `config: { apiKey: "never" }`; owners' routes (`requireOwner`, marked `refusesApiKeys`) take none.
 */
declare module "fastify" {
  interface FastifyContextConfig {
    /** What a route says about keys: the counter scope is enough, or no key at all. */
    apiKey?: "counter" | "never";
    /** Set at registration: the scope a key needs here; undefined when the route takes no key. */
    apiKeyScope?: ApiKeyScope;
  }
}

const READS = new Set(["GET", "HEAD"]);

/** Guards that refuse every key (owners' routes): a route that runs one takes none. */
const refusingGuards = new WeakSet<object>();

/** Marks a guard as refusing API keys; the routes that run it are documented without them. */
export function refusesApiKeys<T extends object>(guard: T): T {
  refusingGuards.add(guard);
  return guard;
}

export function apiKeyScopeFor(route: {
  method: string | string[];
  preHandler?: unknown;
  config?: { apiKey?: "counter" | "never" };
}): ApiKeyScope | undefined {
  const organizationRoute = securityOf(route.preHandler).some((requirement) => "organization" in requirement);
  const guards = [route.preHandler].flat();
  const refused = guards.some((guard) => typeof guard === "function" && refusingGuards.has(guard));
  if (!organizationRoute || refused || route.config?.apiKey === "never") return undefined;
  const methods = [route.method].flat();
  if (methods.every((method) => READS.has(method))) return "read";
  return route.config?.apiKey === "counter" ? "counter" : "full";
}

/** Must be registered before the routes: it notes each route's key scope in its config. */
export function registerApiKeyScopes(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, apiKeyScope: apiKeyScopeFor(route) };
  });
}

/** The scope a key needs on the request's route; undefined where keys are not taken. */
export function apiKeyScopeOfRoute(request: FastifyRequest): ApiKeyScope | undefined {
  return request.routeOptions.config.apiKeyScope;
}

/** The route config of what the counter does: a key of the counter scope may run it. */
export const COUNTER_KEY = { apiKey: "counter" } as const;

/**
 * For a counter route that also does more than the counter (a gift card's adjustment beside its
 * redemption): that part needs a full key.
 */
export function requireFullKeyFor(request: FastifyRequest): void {
  if (request.apiKey && request.apiKey.scope !== "full") {
    throw new AppError(403, "API_KEY_SCOPE", "This API key may not do this: it needs the full scope");
  }
}
