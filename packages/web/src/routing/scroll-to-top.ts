import { useEffect } from "react";
import { useLocation, useNavigationType } from "./router";

/**
 * What the data router's ScrollRestoration did for us: a new address starts at the top of the
 * page; back and forward leave the browser's own restoring alone, and an address with a `#section`
 * is left to the page that has the section (the landing page scrolls to it).
 */
export function useScrollToTopOnNewPage(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is what scrolls up
  useEffect(() => {
    if (navigationType !== "POP" && !hash) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
