/**
 * The Google stand-in for the browser tests, run by Playwright as a second web server:
 * `tsx support/oidc-server.ts` serves until killed.
 *
 * apps/api/test/oidc-stand-in.ts listens on a random port with a random client secret, while the
 * API's GOOGLE_* settings are fixed when Playwright starts it. So this process starts the stand-in
 * and puts a small front on a fixed port that (1) shows a consent page where the test types the
 * Google identity and clicks Continue or Cancel, and (2) passes the API's token, userinfo and
 * tokeninfo calls on, swapping the fixed client secret for the stand-in's real one.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { startOidcStandIn } from "../../apps/api/test/oidc-stand-in";
import { OIDC_CLIENT_SECRET } from "./oidc-settings";

const port = Number(process.env.OIDC_PORT);
const redirectUri = process.env.OIDC_REDIRECT_URI;
if (!port || !redirectUri) throw new Error("OIDC_PORT and OIDC_REDIRECT_URI are required");

const standIn = await startOidcStandIn({ redirectUri });

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function consentPage(query: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in with Google (test stand-in)</title></head>
<body><main>
<h1>Sign in with Google</h1>
<form method="post" action="/consent">
  <input type="hidden" name="query" value="${escapeHtml(query)}">
  <p><label>Email <input name="email" type="email" required></label></p>
  <p><label>First name <input name="given_name" value="Greta"></label></p>
  <p><label>Last name <input name="family_name" value="Gustafsson"></label></p>
  <button name="action" value="allow">Continue</button>
  <button name="action" value="deny" formnovalidate>Cancel</button>
</form>
</main></body></html>`;
}

// setConsent is process-wide: one consent and its authorization run at a time, so two
// parallel tests never get each other's identity.
let queue: Promise<unknown> = Promise.resolve();
function serialized<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

async function consent(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const form = new URLSearchParams(await readBody(request));
  const email = form.get("email") ?? "";
  const location = await serialized(async () => {
    if (form.get("action") === "deny") standIn.setConsent({ deny: true });
    else {
      const given = form.get("given_name") ?? "";
      const family = form.get("family_name") ?? "";
      standIn.setConsent({
        profile: {
          // The same address is the same Google identity, so a second sign-in finds the account.
          sub: `google-${Buffer.from(email).toString("hex")}`,
          email,
          email_verified: true,
          given_name: given,
          family_name: family,
          name: `${given} ${family}`.trim(),
        },
      });
    }
    const answer = await fetch(`${standIn.url}/authorize?${form.get("query") ?? ""}`, { redirect: "manual" });
    return answer.headers.get("location");
  });
  if (!location) {
    response.writeHead(400, { "content-type": "text/plain" }).end("the stand-in refused the authorization");
    return;
  }
  response.writeHead(302, { location }).end();
}

/** The API authenticates with the fixed secret; the stand-in knows only its own. */
function withRealSecret(header: string | undefined): string | undefined {
  if (!header?.startsWith("Basic ")) return header;
  const [id = "", secret = ""] = Buffer.from(header.slice(6), "base64").toString("utf8").split(":");
  if (decodeURIComponent(secret) !== OIDC_CLIENT_SECRET) return header;
  return `Basic ${Buffer.from(`${id}:${encodeURIComponent(standIn.clientSecret)}`).toString("base64")}`;
}

async function passOn(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const headers: Record<string, string> = {};
  for (const name of ["content-type", "authorization"]) {
    const value =
      name === "authorization" ? withRealSecret(request.headers.authorization) : request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  const answer = await fetch(`${standIn.url}${url.pathname}${url.search}`, {
    method: request.method,
    headers,
    body: request.method === "POST" ? await readBody(request) : undefined,
  });
  response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" });
  response.end(await answer.text());
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
  const route = `${request.method} ${url.pathname}`;
  const handling =
    route === "GET /health"
      ? Promise.resolve(void response.writeHead(200).end("ok"))
      : route === "GET /authorize"
        ? Promise.resolve(
            void response
              .writeHead(200, { "content-type": "text/html" })
              .end(consentPage(url.search.slice(1))),
          )
        : route === "POST /consent"
          ? consent(request, response)
          : passOn(request, response, url);
  handling.catch((error: unknown) => {
    if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
    response.end(String(error));
  });
});
server.listen(port, "127.0.0.1", () => console.log(`OIDC stand-in for the browser tests on port ${port}`));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close();
    void standIn.close().finally(() => process.exit(0));
  });
}
