import { describe, expect, it } from "vitest";
import { routeModuleKeys, staticGraphFiles, textModuleKey } from "./first-load-graph.mjs";

// A manifest shaped as Vite writes it: the entry, a lazy screen and a chunk both share.
const manifest = {
  "index.html": { file: "assets/index.js", imports: ["_react.js"], dynamicImports: ["src/screen.tsx"] },
  "_react.js": { file: "assets/react.js" },
  "src/screen.tsx": {
    file: "assets/screen.js",
    imports: ["_react.js", "_button.js"],
    dynamicImports: ["src/dialog.tsx"],
  },
  "_button.js": { file: "assets/button.js", imports: ["_react.js"] },
  "src/dialog.tsx": { file: "assets/dialog.js", imports: ["_zod.js"] },
  "_zod.js": { file: "assets/zod.js" },
};

describe("staticGraphFiles", () => {
  it("follows static imports once each and leaves dynamic imports for later", () => {
    expect(staticGraphFiles(manifest, ["index.html", "src/screen.tsx"]).sort()).toEqual([
      "assets/button.js",
      "assets/index.js",
      "assets/react.js",
      "assets/screen.js",
    ]);
  });

  it("names a module the build does not have, so a renamed route cannot silently weigh nothing", () => {
    expect(() => staticGraphFiles(manifest, ["src/renamed.tsx"])).toThrow(/no module "src\/renamed.tsx"/);
  });
});

describe("routeModuleKeys", () => {
  it("is the entry, the route's lazy modules and its texts in every language", () => {
    const route = { modules: ["src/screen.tsx"], texts: ["stampCards"] };
    expect(routeModuleKeys(route, ["en-US", "sv-SE"])).toEqual([
      "index.html",
      "src/screen.tsx",
      "../../packages/i18n/src/resources/en-US/stamp-cards.ts",
      "../../packages/i18n/src/resources/sv-SE/stamp-cards.ts",
    ]);
    expect(textModuleKey("customer", "sv-SE")).toBe("../../packages/i18n/src/resources/sv-SE/customer.ts");
  });
});
