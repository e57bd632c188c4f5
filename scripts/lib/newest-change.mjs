import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Newest modification time in a file or tree. Directories count too, so a deleted file is a change. */
export function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}
