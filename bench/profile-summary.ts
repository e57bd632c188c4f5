/**
 * Adds up `.cpuprofile` files (V8's format: `node --cpu-prof`, or BENCH_CPU_PROFILE in the
 * counter bench) and prints the top functions by self time, by total time (each function counted
 * once per sample, however deep it recurses) and the top files by self time.
 *
 *   npx tsx bench/profile-summary.ts <file or directory>… [--top 30] [--filter counter]
 *
 * Idle time is left out of the shares: they are of the time the process was busy. So is the
 * inspector writing a profile out (any sample under `node:inspector`, BENCH_CPU_PROFILE's own work).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const TOP = Number(option("--top") ?? 30);
const filter = option("--filter");
const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));

const files = args.flatMap((given) =>
  statSync(given).isDirectory()
    ? readdirSync(given)
        .filter((name) => name.endsWith(".cpuprofile") && (!filter || name.includes(filter)))
        .map((name) => path.join(given, name))
    : [given],
);
if (files.length === 0) throw new Error("no .cpuprofile files given");

const shortUrl = (url: string) => {
  if (!url) return "";
  const file = url.startsWith("file://") ? fileURLToPath(url) : url;
  const relative = file.startsWith(root) ? path.relative(root, file) : file;
  return relative.replace(/^.*node_modules\//, "~/");
};
const frameKey = ({ functionName, url, lineNumber }: ProfileNode["callFrame"]) =>
  `${functionName || "(anonymous)"} ${shortUrl(url)}${url ? `:${lineNumber + 1}` : ""}`;

const selfByFunction = new Map<string, number>();
const totalByFunction = new Map<string, number>();
const selfByFile = new Map<string, number>();
let busyUs = 0;
let idleUs = 0;
let profilerUs = 0;
const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // Each sample's stack, worked out once per node.
  const stackKeys = new Map<number, string[]>();
  const byProfiler = new Map<number, boolean>();
  const isProfilers = (id: number): boolean => {
    let known = byProfiler.get(id);
    if (known === undefined) {
      known = false;
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        if (byId.get(at)?.callFrame.url === "node:inspector") known = true;
      }
      byProfiler.set(id, known);
    }
    return known;
  };
  const keysOf = (id: number): string[] => {
    const known = stackKeys.get(id);
    if (known) return known;
    const keys: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (node && node.callFrame.functionName !== "(root)") keys.push(frameKey(node.callFrame));
    }
    const unique = [...new Set(keys)];
    stackKeys.set(id, unique);
    return unique;
  };
  profile.samples.forEach((id, index) => {
    const us = profile.timeDeltas[index] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    if (node.callFrame.functionName === "(idle)") {
      idleUs += us;
      return;
    }
    if (isProfilers(id)) {
      profilerUs += us;
      return;
    }
    busyUs += us;
    add(selfByFunction, frameKey(node.callFrame), us);
    add(selfByFile, shortUrl(node.callFrame.url) || node.callFrame.functionName, us);
    for (const key of keysOf(id)) add(totalByFunction, key, us);
  });
}

const table = (map: Map<string, number>, label: string) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([key, us]) => ({ [label]: key, ms: Math.round(us / 1000), "%": ((us / busyUs) * 100).toFixed(1) }));

console.log(
  `${files.length} profiles: busy ${Math.round(busyUs / 1000)} ms, idle ${Math.round(idleUs / 1000)} ms, the profiler's own ${Math.round(profilerUs / 1000)} ms (shares are of busy time)`,
);
console.log(`Top ${TOP} functions by self time:`);
console.table(table(selfByFunction, "function"));
console.log(`Top ${TOP} functions by total time (callees included):`);
console.table(table(totalByFunction, "function"));
console.log(`Top ${TOP} files by self time:`);
console.table(table(selfByFile, "file"));
