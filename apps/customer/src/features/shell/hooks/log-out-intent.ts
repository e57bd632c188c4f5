import { createContext, type RefObject } from "react";

/**
 * Set by the guard, raised by the log-out action: once the session is cleared the guard would
 * send the person to `/login?redirect=<this page>`, and that render (a plain state update) beats
 * the log-out's own navigation to the login page (a router transition). Knowing the person chose
 * to leave, the guard renders nothing and lets that navigation finish.
 */
export const LogOutIntentContext = createContext<RefObject<boolean> | null>(null);
