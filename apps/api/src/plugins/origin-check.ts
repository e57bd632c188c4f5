import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookies ride along on cross-site requests, so a state-changing request whose `Origin` is not
 * ours is refused before any handler runs. Requests without `Origin` (curl, server to server)
 * carry no ambient browser credentials worth protecting against and pass.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite === "cross-site") throw forbiddenOrigin();
    // The browser's own word that the request comes from our pages. A plain form post (the login
    // before its script runs) carries `Origin: null` under our no-referrer policy, so this decides.
    if (fetchSite === "same-origin") return;
    if (!origin) return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== publicOrigin && origin !== ownOrigin) throw forbiddenOrigin();
  });
}

function forbiddenOrigin(): AppError {
  return new AppError(403, "FORBIDDEN_ORIGIN", "Cross-site requests are not allowed");
}
