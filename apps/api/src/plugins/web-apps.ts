import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiPackageRoot } from "../lib/package-root";
import { SESSION_COOKIE } from "./authentication";
import { readPrerenderedPages, registerPrerenderedPages } from "./prerendered-pages";

/** The repository (the API package is apps/api), where the web apps are built into apps/<app>/dist. */
const repositoryRoot = path.join(apiPackageRoot, "../..");

export function webAppDirectories(distRoot?: string) {
  return {
    admin: distRoot ? path.join(distRoot, "admin") : path.join(repositoryRoot, "apps/admin/dist"),
    customer: distRoot ? path.join(distRoot, "customer") : path.join(repositoryRoot, "apps/customer/dist"),
  };
}

/**
 * Serves the built admin app at / and the customer app at /app/. The pages a build prerendered
 * (the landing page, the customer login, the redeem page's shell) are answered with their HTML in
 * the visitor's language; other paths get the app's index.html so the client router can render
 * the page, or its own 404.
 */
export async function registerWebApps(
  app: FastifyInstance,
  options: { distRoot?: string; googleSignIn: boolean },
): Promise<void> {
  const { distRoot, googleSignIn } = options;
  const directories = webAppDirectories(distRoot);
  const adminBuilt = existsSync(path.join(directories.admin, "index.html"));
  const customerBuilt = existsSync(path.join(directories.customer, "index.html"));
  // scripts/precompress.mjs writes .br/.gz beside each asset at build; `preCompressed` sends the
  // smallest one the browser accepts.
  // Hashed assets never change, so browsers may keep them; index.html must always be fresh.
  const setHeaders = (reply: FastifyReply, file: string) => {
    reply.header(
      "cache-control",
      file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
    );
  };
  // Before the files: `/` is the prerendered landing page, not the bare index.html.
  const server = { googleSignIn };
  if (adminBuilt) {
    registerPrerenderedPages(app, directories.admin, readPrerenderedPages(directories.admin), server);
  }
  if (customerBuilt) {
    registerPrerenderedPages(app, directories.customer, readPrerenderedPages(directories.customer), server);
    registerSignedOutDoor(app, directories.customer);
  }
  if (adminBuilt) {
    await app.register(fastifyStatic, {
      root: directories.admin,
      prefix: "/",
      wildcard: false,
      // Folders are client routes (or prerendered pages), never index.html by themselves.
      index: false,
      preCompressed: true,
      setHeaders,
    });
  }
  if (customerBuilt) {
    await app.register(fastifyStatic, {
      root: directories.customer,
      prefix: "/app/",
      decorateReply: !adminBuilt,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ error: { code: "NOT_FOUND", message: "Route not found" } });
    }
    const inCustomerApp = url === "/app" || url.startsWith("/app/");
    const root = inCustomerApp ? directories.customer : directories.admin;
    if (!(inCustomerApp ? customerBuilt : adminBuilt)) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The web app is not built yet. Run `npm run build` (npm start does it for you).");
    }
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .sendFile("index.html", root);
  });
}

/**
 * The customer app's door: a visit to /app/ without a session cookie is a signed-out visitor, so
 * the server sends them to the (prerendered) login at once, instead of a blank page that asks for
 * the session and then goes there. Only a page load (Sec-Fetch-Mode: navigate): the service
 * worker's own fetch of the app shell, which it keeps for offline use, still gets the shell.
 */
function registerSignedOutDoor(app: FastifyInstance, customerRoot: string) {
  const door = (request: FastifyRequest, reply: FastifyReply) => {
    const signedOut = request.cookies[SESSION_COOKIE] === undefined;
    if (signedOut && request.headers["sec-fetch-mode"] === "navigate") {
      return reply.code(302).header("cache-control", "no-cache").header("location", "/app/login").send();
    }
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "Cookie, Sec-Fetch-Mode")
      .sendFile("index.html", customerRoot);
  };
  app.get("/app", door);
  app.get("/app/", door);
}
