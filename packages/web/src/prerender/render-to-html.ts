import type { ReactNode } from "react";
import { prerender } from "react-dom/static";

export { prerenderForGoogleSignIn } from "../auth/auth-providers";

/**
 * A page as HTML, rendered at build time (`@stampwise/web/prerender`, never part of a browser
 * bundle). `prerender` waits for every lazy screen and text section under a Suspense boundary, so
 * the HTML holds the finished first screen, not its loading state.
 */
export async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return await new Response(prelude).text();
}
