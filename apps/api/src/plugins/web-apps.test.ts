import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { SIGNED_IN_HINT_COOKIE } from "@stampwise/contract";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCookieLine } from "../../test/auth-helpers";
import { openTestDatabase } from "../../test/test-app";
import { buildApp } from "../app";
import { loadConfig } from "../config";

const script = `console.log(${JSON.stringify("x".repeat(2000))});`;

/** A miniature of two Vite builds, with the .br/.gz files scripts/precompress.mjs writes. */
function writeBuilds(root: string, { prerendered = false } = {}) {
  for (const app of ["admin", "customer"]) {
    mkdirSync(path.join(root, app, "assets"), { recursive: true });
    writeFileSync(path.join(root, app, "index.html"), `<!doctype html><title>${app}</title>`);
    const asset = path.join(root, app, "assets", "index-abc123.js");
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    if (prerendered) writePrerenderedPages(path.join(root, app), app);
  }
}

/**
 * What the prerender step of a build writes: a page per language and the manifest naming them; the
 * customer login also as drawn for a server with Google sign-in.
 */
function writePrerenderedPages(directory: string, app: string) {
  const pages =
    app === "admin"
      ? [{ name: "landing", pattern: "/" }]
      : [
          { name: "redeem", pattern: "/app/redeem/*" },
          { name: "login", pattern: "/app/login", showsGoogleSignIn: true },
        ];
  mkdirSync(path.join(directory, "prerendered"), { recursive: true });
  const write = (name: string, variant: string) => {
    const files: Record<string, string> = {};
    for (const language of ["en-US", "sv-SE"]) {
      files[language] = `prerendered/${name}${variant}.${language}.html`;
      writeFileSync(
        path.join(directory, files[language]),
        `<html lang="${language}"><title>${name}${variant}</title>`,
      );
    }
    return files;
  };
  const manifest = pages.map((page) => ({
    pattern: page.pattern,
    files: write(page.name, ""),
    ...("showsGoogleSignIn" in page && { googleFiles: write(page.name, ".google") }),
  }));
  writeFileSync(path.join(directory, "prerendered/pages.json"), JSON.stringify(manifest));
}

/** The Set-Cookie line of the signed-in hint, if the response has one. */
const hintOf = (response: LightMyRequestResponse) => setCookieLine(response, SIGNED_IN_HINT_COOKIE);

async function serve(distRoot: string, settings: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST_DIR: distRoot, ...settings });
  const { app } = await buildApp(config, { database, logger: false });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe("serving the built web apps", () => {
  const distRoot = mkdtempSync(path.join(tmpdir(), "stampwise-dist-"));
  let app: Awaited<ReturnType<typeof buildApp>>["app"];
  let close: () => Promise<void>;

  beforeAll(async () => {
    writeBuilds(distRoot);
    ({ app, close } = await serve(distRoot));
  });

  afterAll(async () => {
    await close();
    rmSync(distRoot, { recursive: true, force: true });
  });

  it("answers client-side routes of each app with that app's index.html, never cached", async () => {
    for (const [url, title] of [
      ["/", "admin"],
      ["/admin/settings/general", "admin"],
      ["/no/such/page", "admin"],
      ["/app/", "customer"],
      ["/app/redeem/123", "customer"],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<title>${title}</title>`);
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("sends the precompressed asset the browser accepts and lets it be cached for good", async () => {
    const brotli = await app.inject({
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const gzip = await app.inject({
      url: "/app/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");

    const plain = await app.inject({ url: "/assets/index-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("brings the signed-in hint in line with the session cookie on every page, and leaves it alone elsewhere", async () => {
    // A session from before the hint: the page gives it one.
    const signedIn = await app.inject({ url: "/admin/dashboard", headers: { cookie: "sw_session=abc" } });
    expect(hintOf(signedIn)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    // A hint whose session cookie is gone: the page takes it away.
    const expired = await app.inject({
      url: "/app/cards",
      headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(hintOf(expired)).toMatch(/Max-Age=0/);
    // In line already, or not a page: nothing is set.
    const both = await app.inject({
      url: "/admin/dashboard",
      headers: { cookie: `sw_session=abc; ${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(hintOf(both)).toBeUndefined();
    expect(hintOf(await app.inject({ url: "/admin/dashboard" }))).toBeUndefined();
    const asset = await app.inject({ url: "/assets/index-abc123.js", headers: { cookie: "sw_session=abc" } });
    expect(hintOf(asset)).toBeUndefined();
  });

  it("keeps unknown API paths and non-GET requests as JSON 404s", async () => {
    const api = await app.inject({ url: "/api/no-such-route" });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe("NOT_FOUND");
    const post = await app.inject({ method: "POST", url: "/admin/dashboard", payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe("NOT_FOUND");
  });
});

describe("serving the prerendered pages", () => {
  const distRoot = mkdtempSync(path.join(tmpdir(), "stampwise-dist-"));
  let app: Awaited<ReturnType<typeof buildApp>>["app"];
  let close: () => Promise<void>;

  beforeAll(async () => {
    writeBuilds(distRoot, { prerendered: true });
    ({ app, close } = await serve(distRoot));
  });

  afterAll(async () => {
    await close();
    rmSync(distRoot, { recursive: true, force: true });
  });

  const languageOf = (body: string) => body.match(/<html lang="([^"]+)">/)?.[1];

  it("takes a stale signed-in hint away with the prerendered login, so its script asks for no session", async () => {
    const login = await app.inject({ url: "/app/login", headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=1` } });
    expect(login.statusCode).toBe(200);
    expect(hintOf(login)).toMatch(/Max-Age=0/);
  });

  it("answers in the browser's first language, Swedish for any Swedish locale", async () => {
    for (const [acceptLanguage, language] of [
      ["sv-SE,sv;q=0.9,en;q=0.8", "sv-SE"],
      ["sv-FI", "sv-SE"],
      ["en-GB,sv;q=0.9", "en-US"],
      ["de-DE", "en-US"],
      ["", "en-US"],
    ] as const) {
      const response = await app.inject({ url: "/", headers: { "accept-language": acceptLanguage } });
      expect(response.statusCode, acceptLanguage).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(languageOf(response.body), acceptLanguage).toBe(language);
    }
  });

  it("follows the stored choice's cookie over the browser, and ignores one that is no language", async () => {
    const chosen = await app.inject({
      url: "/",
      headers: { "accept-language": "en-US", cookie: "language=sv-SE" },
    });
    expect(languageOf(chosen.body)).toBe("sv-SE");
    const junk = await app.inject({
      url: "/",
      headers: { "accept-language": "sv-SE", cookie: "language=..%2F..%2Fetc%2Fpasswd" },
    });
    expect(languageOf(junk.body)).toBe("sv-SE");
  });

  it("serves the redeem page's shell for every code, never cached without asking, kept apart per language", async () => {
    const response = await app.inject({
      url: "/app/redeem/0b8f6a3c-1d2e-4f50-9a6b-7c8d9e0f1a2b",
      headers: { "accept-language": "sv" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>redeem</title>");
    expect(languageOf(response.body)).toBe("sv-SE");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.vary).toMatch(/^Cookie, Accept-Language\b/);
    expect(response.headers["x-prerendered-page"]).toBe("sv-SE");
    // The offer, which fills the shell in, is fetched while the script downloads.
    expect(response.headers.link).toBe(
      "</api/qrcode/instance/0b8f6a3c-1d2e-4f50-9a6b-7c8d9e0f1a2b>; rel=preload; as=fetch; crossorigin=use-credentials",
    );
    // An address that names no code preloads nothing.
    const nameless = await app.inject({ url: "/app/redeem/not-a-code" });
    expect(nameless.statusCode).toBe(200);
    expect(nameless.headers.link).toBeUndefined();
    const head = await app.inject({ method: "HEAD", url: "/" });
    expect(head.statusCode).toBe(200);
  });

  it("sends a signed-out page load of /app/ to the login, but a signed-in one and the service worker's fetch get the app", async () => {
    const signedOut = await app.inject({ url: "/app/", headers: { "sec-fetch-mode": "navigate" } });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe("/app/login");
    const bare = await app.inject({ url: "/app", headers: { "sec-fetch-mode": "navigate" } });
    expect(bare.headers.location).toBe("/app/login");
    for (const headers of [
      { "sec-fetch-mode": "navigate", cookie: "sw_session=anything" },
      { "sec-fetch-mode": "same-origin" },
    ]) {
      const response = await app.inject({ url: "/app/", headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.body).toContain("<title>customer</title>");
    }
  });

  it("leaves other paths to the app's index.html, and the bare index.html is still there", async () => {
    for (const url of ["/admin/dashboard", "/app/qr", "/app/redeem", "/index.html", "/app/index.html"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toMatch(/<title>(admin|customer)<\/title>/);
    }
  });
});

describe("the prerendered login and this server's Google sign-in", () => {
  const distRoot = mkdtempSync(path.join(tmpdir(), "stampwise-dist-"));

  beforeAll(() => writeBuilds(distRoot, { prerendered: true }));
  afterAll(() => rmSync(distRoot, { recursive: true, force: true }));

  const titleOf = async (settings: Record<string, string>) => {
    const { app, close } = await serve(distRoot, settings);
    try {
      const response = await app.inject({ url: "/app/login", headers: { "accept-language": "sv-SE" } });
      expect(response.statusCode).toBe(200);
      return response.body.match(/<title>([^<]+)<\/title>/)?.[1];
    } finally {
      await close();
    }
  };

  it("is the page drawn with the Google button where Google is configured, and without it elsewhere", async () => {
    expect(await titleOf({})).toBe("login");
    expect(await titleOf({ GOOGLE_CLIENT_ID: "client.apps.example", GOOGLE_CLIENT_SECRET: "secret" })).toBe(
      "login.google",
    );
  });
});
