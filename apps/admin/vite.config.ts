import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { prerenderPages } from "../../packages/web/src/prerender/vite-prerender-plugin.ts";

// In development (`npm run dev`) this server is the single entry point: the API runs on 3000 and
// the customer app's dev server on 5174, both reached through here like in production.
export default defineConfig({
  base: "/",
  // The pages a visitor lands on cold are also built as HTML (decision 036).
  plugins: [react(), tailwindcss(), prerenderPages({ entry: "src/prerender.tsx" })],
  // Every browser we support knows <link rel="modulepreload">; the polyfill would only add bytes.
  build: { outDir: "dist", modulePreload: { polyfill: false } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": "http://localhost:3000",
      "/app": { target: "http://localhost:5174", ws: true },
    },
  },
});
