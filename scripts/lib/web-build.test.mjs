import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetWebBuild, recordWebBuild, viteBuildInvocation, webBuildIsStale } from "./web-build.mjs";

describe("the web apps' build for npm start", () => {
  it("builds for production whatever NODE_ENV the shell has", () => {
    const { args, env } = viteBuildInvocation({ NODE_ENV: "development", PATH: "/bin" });
    expect(env.NODE_ENV).toBe("production");
    expect(env.PATH).toBe("/bin");
    expect(args).toEqual(["build", "--mode", "production"]);
  });

  describe("staleness", () => {
    let dist;
    let source;
    beforeEach(() => {
      dist = mkdtempSync(path.join(tmpdir(), "web-build-"));
      source = path.join(dist, "..", `${path.basename(dist)}-source.ts`);
      writeFileSync(source, "");
      const past = new Date(Date.now() - 60_000);
      utimesSync(source, past, past);
    });
    afterEach(() => {
      rmSync(dist, { recursive: true, force: true });
      rmSync(source, { force: true });
    });

    it("rebuilds when nothing was built", () => {
      expect(webBuildIsStale(dist, [source])).toBe(true);
    });

    it("keeps a production build newer than its sources", () => {
      writeFileSync(path.join(dist, "index.html"), "<html></html>");
      recordWebBuild(dist);
      expect(webBuildIsStale(dist, [source])).toBe(false);
    });

    it("rebuilds a build that was stopped before it finished, though its index.html is new", () => {
      writeFileSync(path.join(dist, "index.html"), "<html></html>");
      recordWebBuild(dist);
      // The next build starts, writes index.html, and is stopped before its prerendered pages.
      forgetWebBuild(dist);
      writeFileSync(path.join(dist, "index.html"), "<html></html>");
      expect(webBuildIsStale(dist, [source])).toBe(true);
    });

    it("rebuilds a build made in another mode, however new", () => {
      writeFileSync(path.join(dist, "index.html"), "<html></html>");
      writeFileSync(path.join(dist, ".build-info.json"), JSON.stringify({ mode: "development" }));
      expect(webBuildIsStale(dist, [source])).toBe(true);
    });

    it("rebuilds a build that records no mode (made before the mode was recorded)", () => {
      writeFileSync(path.join(dist, "index.html"), "<html></html>");
      expect(webBuildIsStale(dist, [source])).toBe(true);
    });

    it("rebuilds when a source changed after the build", () => {
      writeFileSync(path.join(dist, "index.html"), "<html></html>");
      recordWebBuild(dist);
      const future = new Date(Date.now() + 60_000);
      utimesSync(source, future, future);
      expect(webBuildIsStale(dist, [source])).toBe(true);
    });
  });
});
