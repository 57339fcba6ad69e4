/**
 * callKey through every exporter (DESIGN.md §4.1, §8): the console trace (calls and their events), OTLP
 * (`gen_ai.tool.call.id` = the tool_call_id, `harness.call.key` = the callKey), the audit bundle; an
 * imported trace keeps its answer and calls (re-keyed under the new run); a version 1 file loads with
 * calls keyed by position; a bad file is refused with the JSON Pointer of its first problem.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ConsoleTrace, ExportResult, TraceFile } from '../../../src/contract';
import { createIndexedDbAuditStore } from '../../../src/worker/audit/indexeddb-audit-store';
import { createHarness } from '../../../src/worker/harness';
import { createRecordService } from '../../../src/worker/record/record-service';
import { createRecordStore } from '../../../src/worker/record/record-store';
import { createTimelineService, recordHarness } from '../../../src/worker/timeline/timeline-service';

const text = async (result: ExportResult) => {
  if (!result.ok) throw new Error(result.message);
  return result.blob.text();
};
const file = (body: string): TraceFile => ({ size: body.length, text: async () => body });
const ANSWER = {
  segments: [
    { kind: 'text' as const, text: 'It is ' },
    { kind: 'citation' as const, id: 'c1', supported: true },
  ],
  supported: 1,
  unsupported: 0,
  verdict: { answersQuestion: 'yes' as const, reason: 'It answers.', coverage: 1 },
};

const RESPONSE = {
  turnId: 'turn-1',
  provider: 'offline',
  text: 'Looking it up.',
  textChars: 14,
  finishReason: 'tool_calls',
  toolCalls: [{ toolCallId: 'call_1', toolName: 'find', argumentsText: '{}', argumentsChars: 2 }],
  toolCallsOmitted: 0,
};

async function runWithReusedId() {
  const auditStore = createIndexedDbAuditStore({ databaseName: `keys-${Math.random()}` });
  const store = createRecordStore();
  const harness = recordHarness(createHarness({ auditStore, backends: { find: async () => ({ hit: 1 }) } }), store);
  await harness.registerTools([{ name: 'find', inputSchema: { type: 'object' } }]);
  const { runId } = await harness.startRun();
  const records = createRecordService(store);
  await records.writeRunRecord(runId, [{ type: 'question', text: 'What?' }]);
  await harness.invoke({ runId, toolCallId: 'call_1', toolName: 'find', argumentsText: '{}' });
  await harness.invoke({ runId, toolCallId: 'call_1', toolName: 'find', argumentsText: '{"a":1}' });
  await records.writeRunRecord(runId, [
    { type: 'response', summary: RESPONSE },
    { type: 'draft', text: 'It is [c1]' },
    { type: 'answer', answer: ANSWER },
  ]);
  await harness.endRun(runId);
  return { runId, records, service: createTimelineService({ store, audit: auditStore }) };
}

describe('callKey in exports', () => {
  it('console trace: every call and its events carry the key; version 2 with the answer', async () => {
    const { runId, service } = await runWithReusedId();
    const trace = JSON.parse(await text(await service.exportTrace(runId, 'console'))) as ConsoleTrace;
    expect(trace.version).toBe(2);
    expect(trace.calls.map((c) => [c.callKey, c.callId])).toEqual([
      [`${runId}#1`, 'call_1'],
      [`${runId}#2`, 'call_1'],
    ]);
    for (const call of trace.calls) expect(call.events.every((e) => e.callKey === call.callKey)).toBe(true);
    expect(trace.answer).toEqual(ANSWER);
    expect(trace.run.questions).toEqual(['What?']);
  });

  it('OTLP: gen_ai.tool.call.id is the tool_call_id and harness.call.key the callKey', async () => {
    const { runId, service } = await runWithReusedId();
    const otlp = JSON.parse(await text(await service.exportTrace(runId, 'otlp'))) as {
      resourceSpans: {
        scopeSpans: { spans: { attributes: { key: string; value: { stringValue?: string } }[] }[] }[];
      }[];
    };
    const spans = otlp.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
    const attr = (span: (typeof spans)[number], key: string) =>
      span.attributes.find((a) => a.key === key)?.value.stringValue;
    const tools = spans.filter((span) => attr(span, 'gen_ai.tool.call.id') !== undefined);
    expect(tools.map((span) => [attr(span, 'gen_ai.tool.call.id'), attr(span, 'harness.call.key')])).toEqual([
      ['call_1', `${runId}#1`],
      ['call_1', `${runId}#2`],
    ]);
  });

  it('audit bundle: each record names its callKey', async () => {
    const { runId, service } = await runWithReusedId();
    const bundle = JSON.parse(await text(await service.exportAuditBundle(runId))) as {
      records: { callKey?: string }[];
    };
    expect(bundle.records.map((r) => r.callKey)).toContain(`${runId}#1`);
  });
});

describe('trace import', () => {
  it('imports a version 2 trace with its answer and calls re-keyed under the new run', async () => {
    const { runId, service, records } = await runWithReusedId();
    const body = await text(await service.exportTrace(runId, 'console'));
    const imported = await service.importTrace(file(body));
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    const head = await records.getRunRecord(imported.runId);
    expect(head).toMatchObject({ kind: 'imported', callCount: 2, answer: ANSWER, importedFromVersion: 2 });
    expect(head?.responses).toEqual([RESPONSE]);
    const calls = await records.getRecordCalls(imported.runId, { offset: 0, limit: 5 });
    expect(calls.calls.map((c) => c.callKey)).toEqual([`${imported.runId}#1`, `${imported.runId}#2`]);
    expect((await records.getRunRecord(imported.runId, { afterCall: 1 }))?.answer).toBeUndefined();
    const listed = (await service.listRuns()).find((r) => r.runId === imported.runId);
    expect(listed?.kind).toBe('imported');
  });

  it('loads a version 1 trace, its calls keyed by position', async () => {
    const { runId, service, records } = await runWithReusedId();
    const v2 = JSON.parse(await text(await service.exportTrace(runId, 'console'))) as ConsoleTrace;
    const v1 = {
      format: v2.format,
      version: 1,
      exportedAt: v2.exportedAt,
      run: { runId: v2.run.runId, startedAt: v2.run.startedAt, status: v2.run.status, question: 'What?' },
      budgets: v2.budgets,
      descriptors: v2.descriptors,
      turns: v2.turns,
      calls: v2.calls.map(({ callKey: _k, ...call }) => ({
        ...call,
        events: call.events.map(({ callKey: _e, ...event }) => event),
      })),
      events: [],
    };
    const imported = await service.importTrace(file(JSON.stringify(v1)));
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    const calls = await records.getRecordCalls(imported.runId, { offset: 0, limit: 5 });
    expect(calls.calls.map((c) => c.callKey)).toEqual([`${imported.runId}#1`, `${imported.runId}#2`]);
    expect((await records.getRunRecord(imported.runId))?.importedFromVersion).toBe(1);
  });

  it('refuses a bad file with the JSON Pointer of its first problem, and names the versions it reads', async () => {
    const { runId, service } = await runWithReusedId();
    const trace = JSON.parse(await text(await service.exportTrace(runId, 'console'))) as ConsoleTrace;
    const broken = { ...trace, calls: [{ ...trace.calls[0], observation: 'nope' }] };
    const refused = await service.importTrace(file(JSON.stringify(broken)));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors[0]?.pointer).toBe('/calls/0/observation');
    const future = await service.importTrace(file(JSON.stringify({ ...trace, version: 9 })));
    expect(future).toMatchObject({ ok: false, errors: [{ pointer: '/version' }] });
    if (!future.ok) expect(future.errors[0]?.message).toMatch(/version 9; this console reads versions 1 and 2/);
    expect((await service.listRuns()).length).toBe(1);
  });
});
