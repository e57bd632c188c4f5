import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-app";
import { buildApp } from "../app";
import { loadConfig } from "../config";

const script = `console.log(${JSON.stringify("x".repeat(2000))});`;

/** A miniature of two Vite builds, with the .br/.gz files scripts/precompress.mjs writes. */
function writeBuilds(root: string) {
  for (const app of ["admin", "customer"]) {
    mkdirSync(path.join(root, app, "assets"), { recursive: true });
    writeFileSync(path.join(root, app, "index.html"), `<!doctype html><title>${app}</title>`);
    const asset = path.join(root, app, "assets", "index-abc123.js");
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
  }
}

describe("serving the built web apps", () => {
  const distRoot = mkdtempSync(path.join(tmpdir(), "stampwise-dist-"));
  let app: Awaited<ReturnType<typeof buildApp>>["app"];
  let close: () => Promise<void>;

  beforeAll(async () => {
    writeBuilds(distRoot);
    const database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST_DIR: distRoot });
    ({ app } = await buildApp(config, { database, logger: false }));
    close = async () => {
      await app.close();
      await database.close();
    };
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

  it("keeps unknown API paths and non-GET requests as JSON 404s", async () => {
    const api = await app.inject({ url: "/api/no-such-route" });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe("NOT_FOUND");
    const post = await app.inject({ method: "POST", url: "/admin/dashboard", payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe("NOT_FOUND");
  });
});
