import { paths } from "../../lib/paths";

type Place = { pathname: string; search: string; hash: string };

/**
 * Where the guard sends a signed-out visitor: the login page, remembering the page they asked
 * for as a path inside the app (without the /app basename), ready for the login's `navigate()`.
 */
export function loginRedirect({ pathname, search, hash }: Place) {
  const redirect = `${pathname}${search}${hash}`;
  return { pathname: paths.login, search: `?${new URLSearchParams({ redirect })}` };
}
