/**
 * Node figures for the harness pipeline (not a test): per-call time of `invoke` for a no-op evidence tool
 * and a no-op plain tool, p50/p95 in microseconds. Run: `npx tsx scripts/bench-harness-node.ts`.
 */
import { createHarness } from '../src/worker/harness';

const evidenceTool = {
  name: 'noop_evidence',
  capabilities: { evidence: true },
  isReadOnly: true,
  inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
};
const plainTool = { name: 'noop', inputSchema: { type: 'object', properties: { n: { type: 'integer' } } } };

async function measure(label: string, toolName: string, argumentsFor: (i: number) => string, calls: number) {
  const harness = createHarness({
    backends: { noop_evidence: async () => ({ items: [1] }), noop: async () => ({ ok: true }) },
  });
  await harness.registerTools([evidenceTool, plainTool]);
  const samples: number[] = [];
  let { runId } = await harness.startRun({
    budgets: { maxEvidenceCalls: 1e9, maxCallsPerTool: 1e9, noGainStreak: 1e9 },
  });
  for (let i = 0; i < calls; i++) {
    if (i % 5000 === 0)
      ({ runId } = await harness.startRun({
        budgets: { maxEvidenceCalls: 1e9, maxCallsPerTool: 1e9, noGainStreak: 1e9 },
      }));
    const started = process.hrtime.bigint();
    await harness.invoke({ runId, toolCallId: `c${i}`, toolName, argumentsText: argumentsFor(i), turnId: `t${i}` });
    samples.push(Number(process.hrtime.bigint() - started) / 1000);
  }
  const warm = samples.slice(Math.floor(calls / 5)).sort((a, b) => a - b);
  const pick = (q: number) => (warm[Math.floor(q * (warm.length - 1))] ?? Number.NaN).toFixed(1);
  console.log(`${label.padEnd(28)} p50 ${pick(0.5)} µs   p95 ${pick(0.95)} µs   (${warm.length} calls)`);
}

let previous = 'null';
await measure(
  'evidence tool, full journey',
  'noop_evidence',
  (i) => {
    const text = `{"previous_observation":${previous},"input":{"query":"q${i}"}}`;
    previous = `{"tool_call_id":"c${i}","evaluation":"GAINED"}`;
    return text;
  },
  20_000,
);
await measure('plain tool', 'noop', (i) => `{"n":${i}}`, 20_000);
