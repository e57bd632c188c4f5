import { JOIN_CODE_TTL_SECONDS } from "@stampwise/contract";
import { useRotatingCode } from "../use-rotating-code";
import { fetchJoinCodeInstance, generateJoinCode } from "./join-code-api";

/** How long "Welcome, Maja!" stays on the till's screen. */
const WELCOME_VISIBLE_MS = 15_000;

/**
 * The join code on the till's screen: the counter code's rules with a shorter life (a photo of the
 * screen is useless a minute later), and who joined (`join.redeemed`).
 */
export function useJoinCode() {
  const { state, used, mint } = useRotatingCode({
    key: "join-code",
    generate: generateJoinCode,
    ttlSeconds: JOIN_CODE_TTL_SECONDS,
    usedEvent: "join.redeemed",
    fetchStatus: fetchJoinCodeInstance,
    useVisibleMs: WELCOME_VISIBLE_MS,
  });
  return { state, joined: used, mint };
}
