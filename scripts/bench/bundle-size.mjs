/**
 * Bundle figures for `npm run bench`, read from a built app folder (`vite build` output):
 * - initial page JS: the module scripts and `modulepreload` links of `index.html` (what a first load
 *   fetches before any lazy import), bytes and gzip bytes;
 * - worker JS: the harness worker entry (`assets/harness-worker-<hash>.js`) plus every chunk it imports
 *   statically (lazy `import()` chunks such as pdf.js are left out), bytes and gzip bytes.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WORKER_CHUNK_PREFIX } from '../csp-headers.mjs';

/** Bytes and gzip bytes of a list of files. */
function measure(files) {
  let bytes = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(file);
    bytes += content.length;
    gzip += gzipSync(content).length;
  }
  return { bytes, gzip, files: files.length };
}

/** The files `file` imports statically (`import … from "./x.js"`, `import "./x.js"`), resolved, recursively. */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const pattern = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(Math.max(0, match.index - 1), match.index);
    if (before === '.') continue;
    staticClosure(path.resolve(path.dirname(file), match[1]), seen);
  }
  return seen;
}

/**
 * @param {string} distDir the build output folder
 * @returns {{ initialPage: { bytes: number, gzip: number, files: number },
 *   worker: { bytes: number, gzip: number, files: number } }}
 */
export function bundleSizes(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  const pageFiles = new Set();
  for (const url of urls)
    for (const file of staticClosure(path.resolve(distDir, url.replace(/^\//, '')))) pageFiles.add(file);
  const assets = path.resolve(distDir, 'assets');
  const entries = readdirSync(assets).filter(
    (name) =>
      name.startsWith(WORKER_CHUNK_PREFIX) && !name.startsWith(`${WORKER_CHUNK_PREFIX}chunk-`) && name.endsWith('.js'),
  );
  const workerFiles = new Set();
  for (const entry of entries) for (const file of staticClosure(path.join(assets, entry))) workerFiles.add(file);
  return { initialPage: measure([...pageFiles]), worker: measure([...workerFiles]) };
}
