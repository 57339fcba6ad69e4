/**
 * The rows of `npm run bench`'s table (report.mjs prints them), per bench part: the figure's name, its
 * value now, unit, target and a note. A part that failed (`{ failed }` from part-runner.mjs) still yields
 * all its rows, each carrying the reason, so the table always has the same rows.
 */

const KIB = 1024;
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const count = (value) => (Number.isFinite(value) ? value.toLocaleString('en') : 'n/a');
/** DESIGN's `maxObservationTextBytes` default: the heap target is twice it plus 8 KiB. */
const MAX_OBSERVATION_TEXT_BYTES = 16_384;

/** Round-trip rows (roundtrip-bench.mjs): `r` is its `{ mean, runs }`. */
function roundTripRows(r) {
  const mean = r.mean ?? {};
  const perRun = (r.runs ?? []).map((run) => `${run.overhead.toFixed(2)}×`).join(', ');
  return [
    {
      figure: 'transport overhead (invoke − worker) / bare',
      now: mean.overhead,
      unit: '×',
      digits: 2,
      target: 1.5,
      kind: 'max',
      note: `(${fixed(mean.invokeMean, 1)} − ${fixed(mean.workerMean, 1)}) µs vs ${fixed(mean.bareMean, 1)} µs, batch means; per browser ${perRun}`,
    },
    { figure: 'worker pipeline per call p50', now: mean.workerP50, unit: 'µs', target: 20, kind: 'max' },
    { figure: 'worker pipeline per call p95', now: mean.workerP95, unit: 'µs', target: 40, kind: 'max' },
    { figure: 'four 500 ms calls of one turn', now: mean.overlapMs, unit: 'ms', digits: 0, target: 700, kind: 'max' },
  ];
}

/** Scroll rows of one view (`lanes` | `list`). */
function scrollRows(view, f = {}) {
  const note = `rAF deltas over ${count(f.frames)} frames while scrolling ${count(f.scrolledPx)} px of the ${view} view (${count(f.rows)} rows drawn)`;
  return [
    { figure: `scroll frame p50, ${view}`, now: f.p50, unit: 'ms', target: 16.7, kind: 'max' },
    { figure: `scroll frame p95, ${view}`, now: f.p95, unit: 'ms', target: 16.7, kind: 'max', note },
  ];
}

/**
 * What the scale part's stored run held after the reload: the calls of its stored record (timeline
 * `data-total`) and of its run-list row (`data-calls`), and whether that is the whole run of `s.calls`.
 */
function storedNote(r, s) {
  const whole = r.storedCalls === s.calls && r.listedCalls === s.calls;
  const record = `a ${count(r.storedCalls)}-call stored record (run-list row: ${count(r.listedCalls)} calls)`;
  return whole ? `opened ${record}` : `opened ${record}, NOT the whole ${count(s.calls)}-call run`;
}

/** The app parts' rows (app-bench.mjs), by part; `s` the settings (sizes). */
const APP_ROWS = {
  cold: (r, s) => [
    {
      figure: 'cold start: navigation → ready (corpus index loaded)',
      now: r.loaded?.readyMs,
      unit: 'ms',
      digits: 0,
      note: `ready = worker up, built-in tools registered, corpus index in (console[data-status=ready]; the console said "${r.loaded?.corpusIndex}"); page drawn at ${fixed(r.loaded?.shownMs)} ms; medians of ${s.coldRepeats} fresh contexts`,
    },
    {
      figure: 'cold start with the index built in the worker instead',
      now: r.built?.readyMs,
      unit: 'ms',
      digits: 0,
      note: `the serialised index file blocked (the console said "${r.built?.corpusIndex}"): loading it saves ${fixed(r.built?.readyMs - r.loaded?.readyMs)} ms`,
    },
  ],
  scale: (r, s) => [
    {
      figure: `${count(s.calls)}-call scripted run, Run → done`,
      now: r.callsPerSecond,
      unit: 'calls/s',
      digits: 0,
      target: 5_000,
      kind: 'min',
      note: `${fixed(r.runMs / 1000, 2)} s`,
    },
    {
      figure: `${count(s.calls)}-call run: main-thread tasks over 50 ms`,
      now: r.longTasks?.count,
      unit: '',
      digits: 0,
      target: 0,
      kind: 'max',
      note: `longest ${fixed(r.longTasks?.maxMs)} ms`,
    },
    {
      figure: `stored ${count(s.calls)}-call run: click → first timeline-call`,
      now: r.firstRenderMs,
      unit: 'ms',
      target: 100,
      kind: 'max',
      note: storedNote(r, s),
    },
    ...scrollRows('lanes', r.lanes),
    ...scrollRows('list', r.list),
  ],
  stored: (r, s) => [
    {
      figure: `stored ${count(s.calls)}-call run: filter by code → first filtered row`,
      now: r.code?.ms,
      unit: 'ms',
      digits: 0,
      target: 100,
      kind: 'max',
      note: `${count(r.code?.total)} calls match INVALID_JSON; opened in ${fixed(r.openMs)} ms`,
    },
    {
      figure: `stored ${count(s.calls)}-call run: text search → first filtered row`,
      now: r.text?.ms,
      unit: 'ms',
      digits: 0,
      note: `${count(r.text?.total)} call(s) match; includes the search box's 250 ms debounce`,
    },
    {
      figure: `stored ${count(s.calls)}-call run: trace export`,
      now: r.exportMs,
      unit: 'ms',
      digits: 0,
      note: `${fixed(r.exportBytes / KIB / KIB, 1)} MiB file`,
    },
    {
      figure: `stored ${count(s.calls)}-call run: page heap growth across the export`,
      now: r.exportHeap / KIB,
      unit: 'KiB',
      note: 'JS values after full GC',
    },
    {
      figure: `stored ${count(s.calls)}-call run: replay step (Next) near its end`,
      now: r.replay?.stepP50,
      unit: 'ms',
      digits: 0,
      target: 100,
      kind: 'max',
      note: `at call ${count(r.replay?.jumpTo)}: median of 5, longest ${fixed(r.replay?.stepMax)} ms; replay start ${fixed(r.replay?.startMs)} ms, jump ${fixed(r.replay?.jumpMs)} ms`,
    },
  ],
  heap: (r, s) => [
    {
      figure: 'page heap growth, 10 MB raw beyond a 10-byte raw',
      now: r.growth / KIB,
      unit: 'KiB',
      target: (2 * MAX_OBSERVATION_TEXT_BYTES + 8 * KIB) / KIB,
      kind: 'max',
      note: `JS values after full GC (compiled code left out), medians of ${s.heapRepeats} pair(s), each run the second of its page: 10-byte run +${kib(r.small)}, 10 MB run +${kib(r.large)}; per pair ${(r.samples ?? []).map(kib).join(', ')}; V8 used heap with code: +${kib(r.used?.small)} / +${kib(r.used?.large)}`,
    },
  ],
  long: (r, s) => [
    {
      figure: `${count(s.longCalls)}-call run: main-thread tasks over 50 ms`,
      now: r.longTasks?.count,
      unit: '',
      digits: 0,
      target: 0,
      kind: 'max',
      note: `longest ${fixed(r.longTasks?.maxMs)} ms; run ${fixed(r.runMs / 1000, 1)} s`,
    },
  ],
  stop: (r, s) => [
    {
      figure: `Stop → stopped (${count(s.stopCalls)}-turn run)`,
      now: r.stopMs,
      unit: 'ms',
      digits: 0,
      note: `Stop pressed at ${count(r.answeredAtStop)} calls answered`,
    },
  ],
  blocked: (r) => [
    {
      figure: 'Stop → stopped, worker blocked by a tool (restarted)',
      now: r.stopMs,
      unit: 'ms',
      digits: 0,
      target: 2000,
      kind: 'max',
      note: 'the watchdog restarts the worker 1 s after Stop',
    },
  ],
};

/** Bundle rows (bundle-size.mjs); `b` the sizes, `{ failed }` when the build failed. */
function bundleRows(b) {
  return [
    {
      figure: 'initial page JS, gzip',
      now: b.initialPage?.gzip / KIB,
      unit: 'KiB',
      target: 150,
      kind: 'max',
      note: `${count(b.initialPage?.files)} file(s), ${fixed(b.initialPage?.bytes / KIB)} KiB before gzip`,
    },
    {
      figure: 'worker JS (entry + static imports), gzip',
      now: b.worker?.gzip / KIB,
      unit: 'KiB',
      note: `${count(b.worker?.files)} file(s), ${count(b.worker?.bytes)} bytes before gzip, ${count(b.worker?.gzip)} bytes gzip`,
    },
  ];
}

/** Marks every row of a failed part with the reason (report.mjs prints "failed: <reason>"). */
const withFailure = (rows, result) => (result?.failed ? rows.map((row) => ({ ...row, failed: result.failed })) : rows);

/** The order of the table: the round trip, cold start, the scale, stored and heap parts, bundles, then long, stop, blocked. */
const ORDER = ['roundtrip', 'cold', 'scale', 'stored', 'heap', 'bundles', 'long', 'stop', 'blocked'];

/**
 * @param {Record<string, object>} results per part run its figures or `{ failed }` (parts not run left out)
 * @param {{ calls: number, longCalls: number, stopCalls: number, heapRepeats: number, coldRepeats: number }} settings
 * @returns {object[]} the table's rows (report.mjs `Row`s)
 */
export function benchRows(results, settings) {
  const rows = [];
  for (const part of ORDER) {
    const result = results[part];
    if (result === undefined) continue;
    const make =
      part === 'roundtrip' ? roundTripRows : part === 'bundles' ? bundleRows : (r) => APP_ROWS[part](r, settings);
    rows.push(...withFailure(make(result.failed ? {} : result), result));
  }
  return rows;
}
