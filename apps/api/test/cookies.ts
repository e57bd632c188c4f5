import type { LightMyRequestResponse } from "fastify";

/** The raw `Set-Cookie` lines of a response (fastify answers one string or several). */
export function setCookieLines(response: LightMyRequestResponse): string[] {
  const header = response.headers["set-cookie"];
  if (!header) return [];
  return Array.isArray(header) ? header : [header];
}

/** The `Set-Cookie` line for one cookie, if the response set or cleared it. */
export function setCookieLine(response: LightMyRequestResponse, name: string): string | undefined {
  return setCookieLines(response).find((line) => line.startsWith(`${name}=`));
}

/**
 * What a browser would send back for a cookie the response set: `name=value` exactly as it was
 * written, so signed and encoded values round-trip untouched. Undefined when it was not set or
 * was cleared.
 */
export function cookieToSendBack(response: LightMyRequestResponse, name: string): string | undefined {
  const line = setCookieLine(response, name);
  if (!line) return undefined;
  const pair = line.split(";")[0] ?? "";
  const cleared = /;\s*Max-Age=0/i.test(line) || /;\s*Expires=Thu, 01 Jan 1970/i.test(line);
  if (cleared || pair === `${name}=`) return undefined;
  return pair;
}
