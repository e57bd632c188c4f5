// `npm run dev`: the API (restarting on change) and both Vite dev servers. Open
// http://localhost:5173: the admin dev server proxies /api to the API and /app to the customer one.
import { fileURLToPath } from "node:url";
import { supervise } from "./lib/supervise.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

supervise([
  {
    command: bin("tsx"),
    args: ["watch", "apps/api/src/main.ts", ...process.argv.slice(2)],
    cwd: root,
    // Links in emails and the Origin check must name the address the browser uses.
    env: { PORT: "3000", PUBLIC_URL: "http://localhost:5173" },
  },
  { command: bin("vite"), args: [], cwd: fileURLToPath(new URL("../apps/admin", import.meta.url)) },
  { command: bin("vite"), args: [], cwd: fileURLToPath(new URL("../apps/customer", import.meta.url)) },
]);
