import { describe, expect, it } from "vitest";
import { appFileUrls } from "./service-worker";

const origin = "https://stampwise.example";

describe("appFileUrls", () => {
  it("keeps the app's own files, once each", () => {
    const entries = [
      { name: `${origin}/app/assets/index-abc123.js` },
      { name: `${origin}/app/assets/index-abc123.js` },
      { name: `${origin}/app/theme.js` },
      { name: `${origin}/app/assets/customer-9f8e.js?v=1` },
    ];
    expect(appFileUrls(entries, origin, "/app/")).toEqual([
      "/app/assets/index-abc123.js",
      "/app/theme.js",
      "/app/assets/customer-9f8e.js?v=1",
    ]);
  });

  it("never hands over the API, the admin bundle or another site", () => {
    const entries = [
      { name: `${origin}/api/auth/is-authenticated` },
      { name: `${origin}/api/events` },
      { name: `${origin}/assets/landing-123.js` },
      { name: "https://fonts.example/font.woff2" },
      { name: "not a url" },
    ];
    expect(appFileUrls(entries, origin, "/app/")).toEqual([]);
  });
});
