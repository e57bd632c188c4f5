import { useSearchParams } from "@stampwise/web/router";
import { useEffect, useRef } from "react";
import { COLLECT_PARAM } from "../redeem-return";

/**
 * Back from logging in or signing up (`?collect=1`), the person already asked for the stamps:
 * collect them at once instead of asking a second time. It runs once per page, also under
 * StrictMode's double effects (the ref survives them), and the flag leaves the address so a
 * reload does not try again and read "already used".
 */
export function useCollectOnReturn(ready: boolean, collect: () => void) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(COLLECT_PARAM) === "1";
  const started = useRef(false);

  useEffect(() => {
    if (!requested || !ready || started.current) return;
    started.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(COLLECT_PARAM);
        return next;
      },
      { replace: true },
    );
    collect();
  }, [requested, ready, collect, setParams]);
}
