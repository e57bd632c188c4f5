/**
 * Whether a page prerendered for `pattern` serves `pathname`: the same path (without case or a
 * trailing slash), or any path under it when the pattern ends in `/*` (the redeem page's shell,
 * which is the same for every code).
 */
export function prerenderedPageMatches(pattern: string, pathname: string): boolean {
  const normalize = (path: string) => path.toLowerCase().replace(/\/+$/, "") || "/";
  if (pattern.endsWith("/*")) {
    const prefix = normalize(pattern.slice(0, -2));
    return normalize(pathname).startsWith(`${prefix}/`);
  }
  return normalize(pattern) === normalize(pathname);
}
