/**
 * Traces: console export → import gives the same calls and stages as a read-only run; the
 * OTLP/JSON export has the OTLP shape with GenAI attributes; neither carries a raw canary or a key; the
 * audit bundle does carry the raw (it is the one way out); "save run as scenario" is a valid scenario.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../src/worker/harness';
import { createIndexedDbAuditStore } from '../../../src/worker/audit/indexeddb-audit-store';
import { createRecordStore } from '../../../src/worker/record/record-store';
import { createTimelineService, recordHarness } from '../../../src/worker/timeline/timeline-service';
import { validateScenarioText } from '../../../src/worker/scenario/validate-scenario';
import type { ExportResult } from '../../../src/contract';

const CANARY = 'RAW-CANARY-7f3a9c';
const FAKE_KEY = 'sk-test-FAKEKEY0123456789abcdefXYZ';
const blobText = async (result: ExportResult) => {
  if (!result.ok) throw new Error(result.message);
  return result.blob.text();
};

async function recordedRun() {
  const auditStore = createIndexedDbAuditStore({ databaseName: `trace-test-${Math.random()}` });
  const store = createRecordStore();
  const harness = recordHarness(
    createHarness({
      auditStore,
      backends: {
        // The canary sits in the middle of a long string: the bounded projection cuts it out (head + tail).
        find: async () => ({ text: `${'a'.repeat(40_000)}${CANARY}${'b'.repeat(40_000)}`, key: FAKE_KEY }),
      },
    }),
    store,
  );
  await harness.registerTools([
    { name: 'find', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
  ]);
  const { runId } = await harness.startRun();
  await harness.invoke({
    runId,
    toolCallId: 'c1',
    toolName: 'find',
    argumentsText: `{"q":"${FAKE_KEY}"}`,
    turnId: 't1',
  });
  await harness.invoke({ runId, toolCallId: 'c2', toolName: 'find', argumentsText: '{"q": oops}', turnId: 't1' });
  await harness.invoke({ runId, toolCallId: 'c3', toolName: 'nope', argumentsText: '{}', turnId: 't2' });
  await harness.endRun(runId);
  const service = createTimelineService({ store, audit: auditStore });
  await service.recordRunMeta(runId, {
    question: 'What?',
    provider: 'offline',
    turns: [
      { role: 'user', text: 'What?' },
      {
        role: 'assistant',
        turnId: 't1',
        toolCalls: [
          { id: 'c1', name: 'find', argumentsText: `{"q":"${FAKE_KEY}"}` },
          { id: 'c2', name: 'find', argumentsText: '{"q": oops}' },
        ],
      },
    ],
  });
  return { service, runId };
}

const journey = (
  calls: { tool: string; status: string; code?: string; stages: { stage: string; status: string }[] }[],
) =>
  calls.map((c) => ({
    tool: c.tool,
    status: c.status,
    code: c.code,
    stages: c.stages.map((s) => `${s.stage}:${s.status}`),
  }));

describe('trace export and import', () => {
  it('round-trips the calls and stages into a read-only run', async () => {
    const { service, runId } = await recordedRun();
    const original = await service.getCallSummaries(runId, { offset: 0, limit: 100 });
    expect(original.total).toBe(3);
    const text = await blobText(await service.exportTrace(runId, 'console'));
    const imported = await service.importTrace({ size: text.length, text: async () => text });
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    const copy = await service.getCallSummaries(imported.runId, { offset: 0, limit: 100 });
    expect(journey(copy.calls)).toEqual(journey(original.calls));
    const runs = await service.listRuns();
    expect(runs.find((r) => r.runId === imported.runId)).toMatchObject({ imported: true, calls: 3, question: 'What?' });
    await service.recordRunMeta(imported.runId, { question: 'changed' });
    expect((await service.getRun(imported.runId))?.question).toBe('What?');
  });

  it('refuses a file that is not a trace with a pointer', async () => {
    const { service } = await recordedRun();
    const bad = JSON.stringify({
      format: 'tool-harness-console/trace',
      version: 1,
      exportedAt: 'x',
      run: { runId: 'r', startedAt: 0, status: 'done' },
      budgets: {},
      descriptors: [],
      turns: [],
      calls: [{ index: 1 }],
      events: [],
    });
    const result = await service.importTrace({ size: bad.length, text: async () => bad });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.pointer).toMatch(/^\/calls\/0/);
  });

  it('never writes the raw canary or the key into either trace format; the audit bundle holds the raw', async () => {
    const { service, runId } = await recordedRun();
    for (const format of ['console', 'otlp'] as const) {
      const text = await blobText(await service.exportTrace(runId, format));
      expect(text).not.toContain(CANARY);
      expect(text).not.toContain(FAKE_KEY);
    }
    const bundle = await service.exportAuditBundle(runId);
    expect(bundle.ok && bundle.holdsRawResults).toBe(true);
    expect(await blobText(bundle)).toContain(CANARY);
    expect(await service.verifyAuditChain(runId)).toMatchObject({ status: 'verified', calls: 1 });
  });

  it('exports OTLP/JSON in the OTLP shape with GenAI execute_tool spans', async () => {
    const { service, runId } = await recordedRun();
    const otlp = JSON.parse(await blobText(await service.exportTrace(runId, 'otlp')));
    const resource = otlp.resourceSpans[0];
    expect(resource.resource.attributes).toContainEqual({
      key: 'service.name',
      value: { stringValue: 'tool-call-harness-console' },
    });
    const spans = resource.scopeSpans[0].spans;
    const [root, ...tools] = spans;
    expect(tools).toHaveLength(3);
    for (const span of spans) {
      expect(span.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(span.spanId).toMatch(/^[0-9a-f]{16}$/);
      expect(span.startTimeUnixNano).toMatch(/^\d{16,}$/);
      expect(BigInt(span.endTimeUnixNano) >= BigInt(span.startTimeUnixNano)).toBe(true);
      expect(typeof span.kind).toBe('number');
      for (const attribute of span.attributes) expect(Object.keys(attribute.value)).toHaveLength(1);
    }
    const attrs = (span: { attributes: { key: string; value: Record<string, unknown> }[] }) =>
      Object.fromEntries(span.attributes.map((a) => [a.key, Object.values(a.value)[0]]));
    expect(attrs(root)['gen_ai.operation.name']).toBe('invoke_agent');
    expect(tools.every((s: { parentSpanId: string }) => s.parentSpanId === root.spanId)).toBe(true);
    expect(attrs(tools[0])).toMatchObject({
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'find',
      'gen_ai.tool.call.id': 'c1',
      'gen_ai.tool.type': 'function',
    });
    expect(attrs(tools[1])['error.type']).toBe('INVALID_JSON');
    expect(tools[0].events.map((e: { name: string }) => e.name)).toContain('execute');
  });

  it('saves a run as a scenario the scenario loader accepts, with stub raws keyed by input', async () => {
    const { service, runId } = await recordedRun();
    const result = await service.saveRunAsScenario(runId);
    expect(result.ok && result.holdsRawResults).toBe(true);
    const checked = validateScenarioText(await blobText(result));
    expect(checked.ok ? [] : checked.errors).toEqual([]);
    if (checked.ok) {
      expect(checked.scenario.turns[0]?.toolCalls?.[1]?.arguments).toBe('{"q": oops}');
      expect(checked.scenario.backends.find?.results?.[0]?.match).toEqual({ q: FAKE_KEY });
    }
  });
});
