/**
 * Benchmark tooling (not shipped): the in-page measurement loops (TOOLCHAIN.md appendix method). One
 * request outstanding at a time; per-iteration samples with performance.now() (5 µs when cross-origin
 * isolated) and the batch mean (total / N, free of timer quantisation).
 * - bare: postMessage round trip to a trivial module worker;
 * - invoke: the harness `invoke` round trip for a no-op evidence tool (the app's compact call wire,
 *   src/app/harness/connection.ts `createCallWire`, to the real HarnessApi);
 * - worker: the pipeline time per call measured inside the worker around `invoke`;
 * - overlap: four calls of one turn to `bench_slow` (500 ms backend) sent together, send → last answer, ms.
 */
import { wrap } from 'comlink';
import type { BenchHarness } from './harness-bench-worker';
import { createCallWire } from '../../src/app/harness/connection';

/** Summary of one series of samples, in µs. */
export interface SeriesSummary {
  p50: number;
  p95: number;
  p99: number;
  batchMean: number;
  n: number;
}

/** Percentile of sorted samples. */
function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/** Summarises samples given in ms as µs. */
function summarise(samplesMs: number[], totalMs: number): SeriesSummary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5) * 1000,
    p95: percentile(sorted, 0.95) * 1000,
    p99: percentile(sorted, 0.99) * 1000,
    batchMean: (totalMs / samplesMs.length) * 1000,
    n: samplesMs.length,
  };
}

const rawWorker = new Worker(new URL('./raw-worker.ts', import.meta.url), { type: 'module' });
const harnessWorker = new Worker(new URL('./harness-bench-worker.ts', import.meta.url), { type: 'module' });
const remote = wrap<BenchHarness>(harnessWorker);
const wireInvoke = createCallWire(harnessWorker);
const harness = {
  ready: () => remote.ready(),
  startRun: (options: Parameters<BenchHarness['startRun']>[0]) => remote.startRun(options),
  takeSamples: () => remote.takeSamples(),
  invoke: wireInvoke,
};

let pending: ((value: unknown) => void) | undefined;
rawWorker.onmessage = (event) => pending?.(event.data);

/** One bare postMessage round trip. */
function bareRoundTrip(id: number): Promise<unknown> {
  return new Promise((resolve) => {
    pending = resolve;
    rawWorker.postMessage({ op: 'echo', id, v: 1 });
  });
}

/** Runs `op` warm-up + N times, one at a time; returns samples (ms) and the timed total (ms). */
async function loop(op: (index: number) => Promise<unknown>, warmup: number, iterations: number) {
  for (let index = 0; index < warmup; index += 1) await op(index);
  const samples = new Array<number>(iterations);
  const begin = performance.now();
  for (let index = 0; index < iterations; index += 1) {
    const started = performance.now();
    await op(warmup + index);
    samples[index] = performance.now() - started;
  }
  return { samples, total: performance.now() - begin };
}

const BUDGETS = {
  maxEvidenceCalls: 1_000_000_000,
  maxCallsPerTool: 1_000_000_000,
  runByteBudget: Number.MAX_SAFE_INTEGER,
  noGainStreak: 1_000_000_000,
};

/** Runs every series and returns the summaries. */
async function run(options: { warmup: number; iterations: number }) {
  const registered = await harness.ready();
  if (!registered.includes('bench_noop')) throw new Error(`bench tool not registered: ${JSON.stringify(registered)}`);
  const bare = await loop((index) => bareRoundTrip(index), options.warmup, options.iterations);

  const { runId } = await harness.startRun({ budgets: BUDGETS });
  let failures = 0;
  const invokeOnce = async (index: number) => {
    // Each call is its own turn and evaluates the previous (FOUND, pending) call, with a fresh scope.
    const previous = index === 0 ? 'null' : `{"tool_call_id":"c${index - 1}","evaluation":"GAINED"}`;
    const result = await harness.invoke({
      runId,
      toolCallId: `c${index}`,
      toolName: 'bench_noop',
      turnId: `t${index}`,
      argumentsText: `{"previous_observation":${previous},"input":{"q":"x${index}"}}`,
    });
    if (result.observation.status !== 'ok') failures += 1;
    return result;
  };
  const invoke = await loop(invokeOnce, options.warmup, options.iterations);
  const workerSamples = (await harness.takeSamples()).slice(options.warmup);
  const workerTotal = workerSamples.reduce((sum, value) => sum + value, 0);
  return {
    overlapMs: await overlap(),
    crossOriginIsolated,
    bare: summarise(bare.samples, bare.total),
    invoke: summarise(invoke.samples, invoke.total),
    worker: summarise(workerSamples, workerTotal),
    failures,
  };
}

/** Sends four `bench_slow` calls of one turn together; returns send → last answer in ms. */
async function overlap(): Promise<number> {
  const { runId } = await harness.startRun({});
  const started = performance.now();
  const results = await Promise.all(
    [1, 2, 3, 4].map((n) =>
      harness.invoke({
        runId,
        toolCallId: `slow-${n}`,
        toolName: 'bench_slow',
        turnId: 'turn-1',
        argumentsText: `{"n":${n}}`,
      }),
    ),
  );
  const elapsed = performance.now() - started;
  if (results.some((result) => result.observation.status !== 'ok')) throw new Error('a bench_slow call failed');
  return elapsed;
}

(window as unknown as { bench: unknown }).bench = { run };
const status = document.getElementById('status');
if (status) status.dataset.ready = 'true';
