#!/usr/bin/env node
/**
 * `npm run bench` (not part of CI; figures are printed, never asserted): every figure of the performance
 * table in one run, each with its target, the ratio now / target and PASS or MISS, in headless Chromium
 * (`CHROMIUM_PATH`, default /usr/bin/chromium) served cross-origin isolated (COOP/COEP → 5 µs timers).
 *
 * - round trip (bench/roundtrip-bench.mjs, `--runs` fresh browsers, default 3): transport overhead
 *   (invoke − worker pipeline) / bare postMessage (batch means), worker pipeline p50/p95, four 500 ms
 *   calls of one turn;
 * - app (bench/app-bench.mjs, the real build): cold start (navigation → ready, with the corpus index
 *   loaded and, for comparison, built in the worker), the scripted run's calls/s and long tasks,
 *   first render of the stored run after a reload, scroll frames of the lanes and list views, stored-run
 *   filter / search / export / replay, long tasks of a long run, Stop → stopped, page heap growth for a
 *   10 MB raw, initial page JS and worker JS sizes.
 * Each part runs under its own time limit (bench/part-runner.mjs): a part that fails or hangs prints its
 * rows as "failed: <reason>" and the rest of the run goes on; the table (bench/rows.mjs) always has every row.
 *
 * Options: `--quick` (under 2 minutes: 1 browser, 300 iterations, 1,000-call runs), `--runs N`,
 * `--iterations N`, `--warmup N`, `--calls N` (scripted run, default 10,000), `--long-calls N` (default
 * 100,000), `--stop-calls N` (default 10,000), `--heap-repeats N` (heap pairs, default 3; quick 2), `--cold-repeats N` (cold starts
 * each way, default 5; quick 2),
 * `--only cold,scale,stored,long,stop,blocked,heap` (those app parts only; bundle sizes always), `--no-app`, `--no-roundtrip`,
 * `--part-timeout S` (every part's time limit, seconds; default from the part's sizes).
 * Ports: `BENCH_PORT` (default 4175) for the bench page, `BENCH_PORT + 1` for the app.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { runRoundTripBench } from './bench/roundtrip-bench.mjs';
import { APP_PARTS, runAppBench } from './bench/app-bench.mjs';
import { printReport } from './bench/report.mjs';
import { benchRows } from './bench/rows.mjs';
import { runPart } from './bench/part-runner.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 4175);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Reads `--name value` / `--flag` options. */
function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = process.argv[index + 1];
  return value === undefined || value.startsWith('--') ? true : Number(value);
}

const quick = option('quick', false) === true;
const settings = {
  runs: option('runs', quick ? 1 : 3),
  iterations: option('iterations', quick ? 300 : 10_000),
  warmup: option('warmup', quick ? 100 : 1_000),
  calls: option('calls', quick ? 1_000 : 10_000),
  longCalls: option('long-calls', quick ? 2_000 : 100_000),
  stopCalls: option('stop-calls', quick ? 1_000 : 10_000),
  heapRepeats: option('heap-repeats', quick ? 2 : 3),
  coldRepeats: option('cold-repeats', quick ? 2 : 5),
};
const onlyIndex = process.argv.indexOf('--only');
const appParts = onlyIndex === -1 ? APP_PARTS : process.argv[onlyIndex + 1].split(',');
const partTimeout = option('part-timeout', undefined);
const partLimitMs = typeof partTimeout === 'number' ? partTimeout * 1000 : undefined;
const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launch = {
  headless: true,
  args: CHROMIUM_ARGS,
  ...(existsSync(executable) ? { executablePath: executable } : {}),
};
const results = {};
const startedAt = Date.now();

if (option('no-roundtrip', false) !== true) {
  console.log(
    `Round trip: ${settings.runs} browser(s), ${settings.iterations} iterations after ${settings.warmup} warm-up …`,
  );
  results.roundtrip = await runPart('roundtrip', partLimitMs ?? 60_000 + settings.runs * 30_000, ({ track }) =>
    runRoundTripBench({ root: ROOT, port: PORT, launch, track, ...settings }),
  );
  if (results.roundtrip.isolated === false)
    console.warn('warning: the bench page is not cross-origin isolated; timers are coarse (100 µs).');
}

if (option('no-app', false) !== true) {
  console.log(`App (${appParts.join(', ')}): ${settings.calls}-call run, ${settings.longCalls}-call long run, …`);
  try {
    Object.assign(
      results,
      await runAppBench({
        root: ROOT,
        port: PORT + 1,
        launch,
        frames: 240,
        stepPx: 600,
        parts: appParts,
        partLimitMs,
        ...settings,
      }),
    );
  } catch (error) {
    // The build or the server failed: every app row says so.
    const failed = `app build or server: ${String(error?.message ?? error).split('\n')[0]}`;
    for (const part of ['bundles', ...appParts]) results[part] = { failed };
  }
}

printReport(
  `Performance, headless Chromium, cross-origin isolated${quick ? ' (--quick: smaller sizes)' : ''}, ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
  benchRows(results, settings),
);
