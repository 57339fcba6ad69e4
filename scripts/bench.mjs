#!/usr/bin/env node
/**
 * `npm run bench` (not part of CI; figures are printed, never asserted): every figure of the performance
 * table in one run, each with its target, the ratio now / target and PASS or MISS, in headless Chromium
 * (`CHROMIUM_PATH`, default /usr/bin/chromium) served cross-origin isolated (COOP/COEP → 5 µs timers).
 *
 * - round trip (bench/roundtrip-bench.mjs, `--runs` fresh browsers, default 3): transport overhead
 *   (invoke − worker pipeline) / bare postMessage (batch means), worker pipeline p50/p95, four 500 ms
 *   calls of one turn;
 * - app (bench/app-bench.mjs, the real build): cold start, the scripted run's calls/s, first render of the
 *   stored run after a reload, scroll frames, long tasks of a long run, Stop → stopped, page heap growth
 *   for a 10 MB raw, initial page JS and worker JS sizes.
 *
 * Options: `--quick` (under a minute: 1 browser, 300 iterations, 1,000-call runs), `--runs N`,
 * `--iterations N`, `--warmup N`, `--calls N` (scripted run, default 10,000), `--long-calls N` (default
 * 100,000), `--stop-calls N` (default 10,000), `--heap-repeats N` (heap pairs, default 3; quick 2),
 * `--only scale,stored,long,stop,blocked,heap` (those app parts only; bundle sizes always), `--no-app`, `--no-roundtrip`.
 * Ports: `BENCH_PORT` (default 4175) for the bench page, `BENCH_PORT + 1` for the app.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { runRoundTripBench } from './bench/roundtrip-bench.mjs';
import { APP_PARTS, runAppBench } from './bench/app-bench.mjs';
import { printReport } from './bench/report.mjs';

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
};
const onlyIndex = process.argv.indexOf('--only');
const appParts = onlyIndex === -1 ? APP_PARTS : process.argv[onlyIndex + 1].split(',');
const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launch = {
  headless: true,
  args: CHROMIUM_ARGS,
  ...(existsSync(executable) ? { executablePath: executable } : {}),
};
const KIB = 1024;
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const MAX_OBSERVATION_TEXT_BYTES = 16_384;
const rows = [];

if (option('no-roundtrip', false) !== true) {
  console.log(
    `Round trip: ${settings.runs} browser(s), ${settings.iterations} iterations after ${settings.warmup} warm-up …`,
  );
  const { mean, runs, isolated } = await runRoundTripBench({ root: ROOT, port: PORT, launch, ...settings });
  if (!isolated) console.warn('warning: the bench page is not cross-origin isolated; timers are coarse (100 µs).');
  const perRun = runs.map((run) => `${run.overhead.toFixed(2)}×`).join(', ');
  rows.push(
    {
      figure: 'transport overhead (invoke − worker) / bare',
      now: mean.overhead,
      unit: '×',
      digits: 2,
      target: 1.5,
      kind: 'max',
      note: `(${mean.invokeMean.toFixed(1)} − ${mean.workerMean.toFixed(1)}) µs vs ${mean.bareMean.toFixed(1)} µs, batch means; per browser ${perRun}`,
    },
    { figure: 'worker pipeline per call p50', now: mean.workerP50, unit: 'µs', target: 20, kind: 'max' },
    { figure: 'worker pipeline per call p95', now: mean.workerP95, unit: 'µs', target: 40, kind: 'max' },
    { figure: 'four 500 ms calls of one turn', now: mean.overlapMs, unit: 'ms', digits: 0, target: 700, kind: 'max' },
  );
}

if (option('no-app', false) !== true) {
  console.log(`App (${appParts.join(', ')}): ${settings.calls}-call run, ${settings.longCalls}-call long run, …`);
  const app = await runAppBench({
    root: ROOT,
    port: PORT + 1,
    launch,
    frames: 240,
    stepPx: 600,
    parts: appParts,
    ...settings,
  });
  const calls = settings.calls.toLocaleString('en');
  const partRows = {
    scale: () => [
      { figure: 'cold start: navigation → ready', now: app.coldStartMs, unit: 'ms', digits: 0 },
      {
        figure: `${calls}-call scripted run, Run → done`,
        now: app.callsPerSecond,
        unit: 'calls/s',
        digits: 0,
        target: 5_000,
        kind: 'min',
        note: `${(app.runMs / 1000).toFixed(2)} s`,
      },
      {
        figure: `stored ${calls}-call run: click → first timeline-call`,
        now: app.firstRenderMs,
        unit: 'ms',
        target: 100,
        kind: 'max',
        note: `after the reload: ${app.storedCalls.toLocaleString('en')} calls in the stored record, ${app.listedCalls.toLocaleString('en')} in its run-list row`,
      },
      { figure: 'scroll frame p50, lanes', now: app.lanes.p50, unit: 'ms', target: 16.7, kind: 'max' },
      { figure: 'scroll frame p95, lanes', now: app.lanes.p95, unit: 'ms', target: 16.7, kind: 'max' },
      { figure: 'scroll frame p50, list', now: app.list.p50, unit: 'ms', target: 16.7, kind: 'max' },
      { figure: 'scroll frame p95, list', now: app.list.p95, unit: 'ms', target: 16.7, kind: 'max' },
    ],
    stored: () => [
      {
        figure: `stored ${calls}-call run: filter by code → first filtered row`,
        now: app.stored.code.ms,
        unit: 'ms',
        digits: 0,
        target: 100,
        kind: 'max',
        note: `${app.stored.code.total} calls match INVALID_JSON; opened in ${app.stored.openMs.toFixed(0)} ms`,
      },
      {
        figure: `stored ${calls}-call run: text search → first filtered row`,
        now: app.stored.text.ms,
        unit: 'ms',
        digits: 0,
        note: `${app.stored.text.total} call(s) match; includes the search box's 250 ms debounce`,
      },
      {
        figure: `stored ${calls}-call run: trace export`,
        now: app.stored.exportMs,
        unit: 'ms',
        digits: 0,
        note: `${(app.stored.exportBytes / KIB / KIB).toFixed(1)} MiB file`,
      },
      {
        figure: `stored ${calls}-call run: page heap growth across the export`,
        now: app.stored.exportHeap / KIB,
        unit: 'KiB',
        note: 'JS values after full GC',
      },
      {
        figure: `stored ${calls}-call run: replay step (Next) at call ${app.stored.replay.jumpTo.toLocaleString('en')}`,
        now: app.stored.replay.stepP50,
        unit: 'ms',
        digits: 0,
        target: 100,
        kind: 'max',
        note: `median of 5, longest ${app.stored.replay.stepMax.toFixed(0)} ms; replay start ${app.stored.replay.startMs.toFixed(0)} ms, jump ${app.stored.replay.jumpMs.toFixed(0)} ms`,
      },
    ],
    heap: () => [
      {
        figure: 'page heap growth, 10 MB raw beyond a 10-byte raw',
        now: app.heap.growth / KIB,
        unit: 'KiB',
        target: (2 * MAX_OBSERVATION_TEXT_BYTES + 8 * KIB) / KIB,
        kind: 'max',
        note: `JS values after full GC (compiled code left out), medians of ${settings.heapRepeats} pair(s), each run the second of its page: 10-byte run +${kib(app.heap.small)}, 10 MB run +${kib(app.heap.large)}; per pair ${app.heap.samples.map(kib).join(', ')}; V8 used heap with code: +${kib(app.heap.used.small)} / +${kib(app.heap.used.large)}`,
      },
    ],
    long: () => [
      {
        figure: `${app.long.calls.toLocaleString('en')}-call run: main-thread tasks over 50 ms`,
        now: app.long.longTasks.count,
        unit: '',
        digits: 0,
        target: 0,
        kind: 'max',
        note: `longest ${app.long.longTasks.maxMs.toFixed(0)} ms; run ${(app.long.runMs / 1000).toFixed(1)} s`,
      },
    ],
    stop: () => [
      {
        figure: `Stop → stopped (${app.stop.calls.toLocaleString('en')}-call run)`,
        now: app.stop.stopMs,
        unit: 'ms',
        digits: 0,
        note: `Stop pressed at ${app.stop.answeredAtStop} calls answered`,
      },
    ],
    blocked: () => [
      {
        figure: 'Stop → stopped, worker blocked by a tool (restarted)',
        now: app.blockedStop.stopMs,
        unit: 'ms',
        digits: 0,
        target: 2000,
        kind: 'max',
        note: 'the watchdog restarts the worker 1 s after Stop',
      },
    ],
  };
  const bundleRows = [
    {
      figure: 'initial page JS, gzip',
      now: app.bundles.initialPage.gzip / KIB,
      unit: 'KiB',
      target: 150,
      kind: 'max',
      note: `${app.bundles.initialPage.files} file(s), ${(app.bundles.initialPage.bytes / KIB).toFixed(0)} KiB before gzip`,
    },
    {
      figure: 'worker JS (entry + static imports), gzip',
      now: app.bundles.worker.gzip / KIB,
      unit: 'KiB',
      note: `${app.bundles.worker.files} file(s), ${app.bundles.worker.bytes.toLocaleString('en')} bytes before gzip`,
    },
  ];
  for (const part of ['scale', 'stored', 'heap']) if (appParts.includes(part)) rows.push(...partRows[part]());
  rows.push(...bundleRows);
  for (const part of ['long', 'stop', 'blocked']) if (appParts.includes(part)) rows.push(...partRows[part]());
}

printReport(`Performance, headless Chromium, cross-origin isolated${quick ? ' (--quick: smaller sizes)' : ''}`, rows);
