import type { ReactNode } from "react";

/** A route as `<Route>` declares it. */
export interface RouteDefinition {
  /** Relative to the parent's; a leading "/" is allowed. `:name`, `:name?` and a final `*`. */
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children: RouteDefinition[];
}

export type Params = Record<string, string | undefined>;

export interface RouteMatch {
  route: RouteDefinition;
  params: Params;
}

/**
 * The chain of routes that draws `pathname`, outermost first, or null. Routes are tried in the
 * order they are declared (a catch-all `*` comes last); a layout route matches through a child,
 * or alone when nothing of the path is left. Literal segments compare without case.
 */
export function matchRoutes(routes: readonly RouteDefinition[], pathname: string): RouteMatch[] | null {
  return matchIn(routes, segmentsOf(pathname), {});
}

function matchIn(
  routes: readonly RouteDefinition[],
  segments: string[],
  params: Params,
): RouteMatch[] | null {
  for (const route of routes) {
    const matched = matchRoute(route, segments, params);
    if (matched) return matched;
  }
  return null;
}

function matchRoute(route: RouteDefinition, segments: string[], inherited: Params): RouteMatch[] | null {
  if (route.index) return segments.length === 0 ? [{ route, params: inherited }] : null;
  const consumed = consume(segmentsOf(route.path ?? ""), segments);
  if (!consumed) return null;
  const params = { ...inherited, ...consumed.params };
  if (route.children.length > 0) {
    const children = matchIn(route.children, consumed.rest, params);
    if (children) return [{ route, params }, ...children];
  }
  return consumed.rest.length === 0 ? [{ route, params }] : null;
}

function consume(pattern: string[], segments: string[]): { params: Params; rest: string[] } | null {
  const params: Params = {};
  let at = 0;
  for (const part of pattern) {
    if (part === "*") {
      params["*"] = segments.slice(at).map(decode).join("/");
      return { params, rest: [] };
    }
    const segment = segments[at];
    if (part.startsWith(":")) {
      const optional = part.endsWith("?");
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (optional) continue;
        return null;
      }
      params[name] = decode(segment);
      at += 1;
      continue;
    }
    if (segment === undefined || segment.toLowerCase() !== part.toLowerCase()) return null;
    at += 1;
  }
  return { params, rest: segments.slice(at) };
}

function segmentsOf(path: string): string[] {
  return path.split("/").filter(Boolean);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (a typed or cut address) is kept as written rather than breaking the page.
    return segment;
  }
}
