#!/usr/bin/env node
// Writes .br and .gz beside every text asset of a Vite build so the API's static server sends
// them as they are (`preCompressed`), instead of compressing on every request or not at all.
// Usage: node scripts/precompress.mjs apps/admin/dist
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
// Below this, the compressed file plus its headers saves nothing worth a second file.
const MIN_BYTES = 1024;

function* files(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompress(directory) {
  let count = 0;
  for (const file of files(directory)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    count += 1;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const directory = process.argv[2];
  if (!directory) {
    console.error("usage: node scripts/precompress.mjs <dist directory>");
    process.exit(2);
  }
  console.log(`precompressed ${precompress(path.resolve(directory))} files in ${directory}`);
}
