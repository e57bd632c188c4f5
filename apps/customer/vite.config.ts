import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { prerenderPages } from "../../packages/web/src/prerender/vite-prerender-plugin.ts";

// Served under /app/ by the API; in development the admin dev server (5173) proxies /app here.
export default defineConfig({
  base: "/app/",
  // The pages a visitor lands on cold are also built as HTML (decision 036).
  plugins: [react(), tailwindcss(), prerenderPages({ entry: "src/prerender.tsx" })],
  // Every browser we support knows <link rel="modulepreload">; the polyfill would only add bytes.
  build: {
    outDir: "dist",
    modulePreload: { polyfill: false },
    // Chunks named by their hash alone: the entry lists every lazy chunk's file for preloading, and
    // the module names in those paths cost the first load bytes on every route.
    rolldownOptions: { output: { chunkFileNames: "assets/[hash].js" } },
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { "/api": "http://localhost:3000" },
  },
});
