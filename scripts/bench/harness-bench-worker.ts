/**
 * Benchmark tooling (not shipped): the real harness (`createHarness` from src/worker/harness.ts) with one
 * no-op evidence tool whose backend returns `{ items: [1] }` and one read-only, non-evidence tool
 * `bench_slow` whose backend answers after `SLOW_MS` (500 ms), exposed over Comlink. `invoke` is the real
 * HarnessApi call, timed inside the worker with performance.now() around it (the worker-side pipeline
 * time); `takeSamples` hands those timings to the page. `invoke` is served on the app's compact call wire
 * (src/worker/call-wire.ts), as the console's worker serves it.
 */
import { expose } from 'comlink';
import { createCallWireServer } from '../../src/worker/call-wire';
import type { InvokeRequest, InvokeResult, StartRunOptions } from '../../src/contract';
import { createHarness } from '../../src/worker/harness';

/** Backend time of `bench_slow`, in ms. */
export const SLOW_MS = 500;

const harness = createHarness({
  backends: {
    bench_noop: async () => ({ items: [1] }),
    bench_slow: () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), SLOW_MS)),
  },
});
const registered = harness.registerTools(
  [
    {
      name: 'bench_noop',
      description: 'No-op evidence tool for the benchmark.',
      inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
      capabilities: { evidence: true },
      isReadOnly: true,
    },
    {
      name: 'bench_slow',
      description: 'Read-only tool whose backend takes 500 ms.',
      inputSchema: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
      isReadOnly: true,
    },
  ],
  { kind: 'builtin', source: 'bench' },
);
const samples: number[] = [];

/** The Comlink surface of the benchmark worker. */
export interface BenchHarness {
  ready(): Promise<string[]>;
  startRun(options: StartRunOptions): Promise<{ runId: string }>;
  invoke(request: InvokeRequest): Promise<InvokeResult>;
  takeSamples(): Promise<number[]>;
}

const api: BenchHarness = {
  async ready() {
    return (await registered).registered;
  },
  startRun: (options) => harness.startRun(options),
  async invoke(request) {
    const started = performance.now();
    const result = await harness.invoke(request);
    samples.push(performance.now() - started);
    return result;
  },
  async takeSamples() {
    return samples.splice(0, samples.length);
  },
};

createCallWireServer().serve(self, api.invoke);
expose(api);
