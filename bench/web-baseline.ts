/**
 * Another git ref of the product, for `BENCH_BASELINE_REF`: its files (git archive) in a temp
 * folder, with this checkout's installed packages linked in, except the workspace's own, which
 * point at the baseline's files. Its apps are then built and served like this checkout's, so one
 * run of the bench measures both on the same machine at the same load.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repositoryRoot = fileURLToPath(new URL("../", import.meta.url));
const WORKSPACE_SCOPE = "@stampwise";

export function checkOutBaseline(ref: string, into: string): string {
  mkdirSync(into, { recursive: true });
  const archive = execFileSync("git", ["archive", "--format=tar", ref], {
    cwd: repositoryRoot,
    maxBuffer: 512 * 1024 * 1024,
  });
  execFileSync("tar", ["-x", "-C", into], { input: archive });
  const installed = path.join(repositoryRoot, "node_modules");
  const linked = path.join(into, "node_modules");
  mkdirSync(linked);
  for (const entry of readdirSync(installed)) {
    // The workspace's packages are relative links (../../packages/ui): copied, they lead to the
    // baseline's own files.
    if (entry === WORKSPACE_SCOPE)
      cpSync(path.join(installed, entry), path.join(linked, entry), {
        recursive: true,
        verbatimSymlinks: true,
      });
    else symlinkSync(path.join(installed, entry), path.join(linked, entry));
  }
  return into;
}
