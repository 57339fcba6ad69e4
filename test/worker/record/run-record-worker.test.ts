/**
 * The worker's run record (DESIGN.md §4.1 callKey, §8): keys assigned on arrival, a reused tool_call_id
 * is a row of its own, an identical resend gets its own key marked replayed, live events and cancel name
 * a call by key; the record survives a reload (IndexedDB), a version 1 stored run opens, and the record
 * after call k holds k calls and no answer.
 */
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '../../../src/contract';
import { createHarness } from '../../../src/worker/harness';
import { createRecordPersistence } from '../../../src/worker/record/record-persistence';
import { createRecordService } from '../../../src/worker/record/record-service';
import { createRecordStore } from '../../../src/worker/record/record-store';
import { createTimelineService, recordHarness } from '../../../src/worker/timeline/timeline-service';

/** The console trace fields read here. */
type TraceFile = { run: { kind?: string; status: string; startedAt: number; endedAt?: number } };
/** The text of an export's blob (fails the test when there is none). */
async function readBlob(result: { ok: boolean; blob?: { text(): Promise<string> } }): Promise<string> {
  if (!result.ok || !result.blob) throw new Error('no export');
  return result.blob.text();
}

const FIND = { name: 'find', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } };
const ANSWER = {
  segments: [{ kind: 'text' as const, text: 'Forty-two.' }],
  supported: 0,
  unsupported: 0,
  verdict: { answersQuestion: 'yes' as const, reason: 'It answers.', coverage: 1 },
};

function setup(databaseName?: string) {
  const live: TimelineEvent[] = [];
  const persistence = databaseName ? createRecordPersistence(databaseName) : undefined;
  const store = createRecordStore({ ...(persistence ? { persistence } : {}) });
  let release: () => void = () => undefined;
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const harness = recordHarness(
    createHarness({
      backends: {
        find: async (input) => ({ found: (input as { q: string }).q }),
        slow: () =>
          new Promise((resolve) => {
            release = () => resolve({ ok: true });
            markStarted();
          }),
      },
      eventSink: (event) => {
        live.push(event);
        store.addLiveEvent(event);
      },
    }),
    store,
  );
  return {
    harness,
    store,
    live,
    release: () => release(),
    started,
    records: createRecordService(store),
    timeline: createTimelineService({ store }),
  };
}

describe('callKey', () => {
  it('numbers calls in arrival order; a reused id and an identical resend each get a key and a row', async () => {
    const { harness, timeline } = setup();
    await harness.registerTools([FIND]);
    const { runId } = await harness.startRun();
    const first = await harness.invoke({ runId, toolCallId: 'call_1', toolName: 'find', argumentsText: '{"q":"a"}' });
    const reused = await harness.invoke({ runId, toolCallId: 'call_1', toolName: 'find', argumentsText: '{"q":"b"}' });
    const resend = await harness.invoke({ runId, toolCallId: 'call_1', toolName: 'find', argumentsText: '{"q":"a"}' });
    expect([first.callKey, reused.callKey, resend.callKey]).toEqual([`${runId}#1`, `${runId}#2`, `${runId}#3`]);
    expect(reused.observation).toMatchObject({ status: 'repair_required', violation_type: 'DUPLICATE_CALL_ID' });
    expect(resend.observation).toEqual(first.observation);
    for (const result of [first, reused, resend])
      expect(result.events.every((event) => event.callKey === result.callKey)).toBe(true);

    const page = await timeline.getCallSummaries(runId, { offset: 0, limit: 10, filter: { callId: 'call_1' } });
    expect(page.total).toBe(3);
    expect(page.calls.map((c) => [c.callKey, c.code ?? null, c.replayed ?? false])).toEqual([
      [`${runId}#1`, null, false],
      [`${runId}#2`, 'DUPLICATE_CALL_ID', false],
      [`${runId}#3`, null, true],
    ]);
    const detail = await timeline.getCallDetail(runId, `${runId}#2`);
    expect(detail?.summary.code).toBe('DUPLICATE_CALL_ID');
    expect(detail?.events.find((e) => e.status === 'fail')?.stage).toBe('supports');
  });

  it('live events carry the key of the call still running, and cancel({ callKey }) cancels that call only', async () => {
    const { harness, live, release, started } = setup();
    await harness.registerTools([
      { name: 'slow', inputSchema: { type: 'object' }, capabilities: { timeoutMs: 5_000 } },
      { name: 'needs_ok', inputSchema: { type: 'object' }, requiresConfirmation: true },
    ]);
    await harness.setApprover(async () => 'deny');
    const { runId } = await harness.startRun();
    const approval = await harness.invoke({ runId, toolCallId: 'a', toolName: 'needs_ok', argumentsText: '{}' });
    const asked = live.find((event) => event.stage === 'approval-request');
    expect(asked?.callKey).toBe(approval.callKey);
    const running = harness.invoke({ runId, toolCallId: 'same', toolName: 'slow', argumentsText: '{}' });
    const queued = harness.invoke({ runId, toolCallId: 'same', toolName: 'slow', argumentsText: '{"x":1}' });
    expect(await harness.cancel({ runId, callKey: `${runId}#3` })).toEqual({ cancelled: 1 });
    await started;
    release();
    const [ran, cancelled] = await Promise.all([running, queued]);
    expect(ran.observation.status).toBe('ok');
    expect(cancelled).toMatchObject({ callKey: `${runId}#3`, observation: { error_code: 'CANCELLED' } });
  });
});

describe('the record store', () => {
  it('keeps the page-written record across a reload and reads it at a replay position', async () => {
    const name = `record-${Math.random()}`;
    const first = setup(name);
    await first.harness.registerTools([FIND]);
    const { runId } = await first.harness.startRun();
    await first.records.writeRunRecord(runId, [{ type: 'question', text: 'What is it?', provider: 'offline' }]);
    await first.harness.invoke({ runId, toolCallId: 'c1', toolName: 'find', argumentsText: '{"q":"a"}' });
    await first.harness.invoke({ runId, toolCallId: 'c2', toolName: 'find', argumentsText: '{"q":"b"}' });
    const written = await first.records.writeRunRecord(runId, [
      { type: 'draft', text: 'Forty-two.' },
      { type: 'answer', answer: ANSWER },
      { type: 'status', status: 'done', at: Date.now() },
      { type: 'nonsense' } as never,
    ]);
    expect(written.applied).toBe(3);
    expect(written.refused[0]).toMatchObject({ index: 3, message: expect.stringContaining('nonsense') });
    await first.harness.endRun(runId);
    await first.store.flush();

    const reloaded = setup(name);
    const [listed] = await reloaded.timeline.listRuns();
    expect(listed).toMatchObject({ runId, kind: 'model', status: 'done', calls: 2, question: 'What is it?' });
    const head = await reloaded.records.getRunRecord(runId);
    expect(head).toMatchObject({ callCount: 2, draft: 'Forty-two.', answer: ANSWER });
    const calls = await reloaded.records.getRecordCalls(runId, { offset: 0, limit: 10 });
    expect(calls.calls.map((c) => c.callKey)).toEqual([`${runId}#1`, `${runId}#2`]);

    const atOne = await reloaded.records.getRunRecord(runId, { afterCall: 1 });
    expect(atOne).toMatchObject({ callCount: 1, totalCalls: 2, questions: ['What is it?'] });
    expect(atOne?.answer).toBeUndefined();
    const windowAtOne = await reloaded.timeline.getCallSummaries(runId, { offset: 0, limit: 10, afterCall: 1 });
    expect(windowAtOne.total).toBe(1);
  });

  it('lists a run that was running when the worker went away as interrupted, stopped at its last change', async () => {
    const name = `record-${Math.random()}`;
    const first = setup(name);
    await first.harness.registerTools([FIND]);
    const { runId } = await first.harness.startRun({ kind: 'model' });
    await first.harness.invoke({ runId, toolCallId: 'c1', toolName: 'find', argumentsText: '{}' });
    await first.store.flush();
    const [listed] = await setup(name).timeline.listRuns();
    expect(listed).toMatchObject({ runId, kind: 'model', status: 'interrupted', calls: 1, storage: 'partial' });
    expect(typeof listed?.endedAt).toBe('number');
  });

  it('catalog test calls are never interrupted: listed, opened, exported and imported as done', async () => {
    const name = `record-catalog-${Math.random()}`;
    const first = setup(name);
    await first.harness.registerTools([FIND]);
    const { runId } = await first.harness.startRun({ kind: 'catalog' });
    for (const id of ['c1', 'c2'])
      await first.harness.invoke({ runId, toolCallId: id, toolName: 'find', argumentsText: '{}' });
    await first.store.flush();
    const live = JSON.parse(await readBlob(await first.timeline.exportTrace(runId, 'console'))) as TraceFile;
    expect(live.run).toMatchObject({ kind: 'catalog', status: 'done' });
    expect(live.run.endedAt).toBeGreaterThanOrEqual(live.run.startedAt);

    const reloaded = setup(name);
    const [listed] = await reloaded.timeline.listRuns();
    expect(listed).toMatchObject({ runId, kind: 'catalog', status: 'done', calls: 2, storage: 'saved' });
    expect(typeof listed?.endedAt).toBe('number');
    expect(await reloaded.records.getRunRecord(runId)).toMatchObject({ status: 'done', callCount: 2 });
    const exported = await readBlob(await reloaded.timeline.exportTrace(runId, 'console'));
    expect((JSON.parse(exported) as TraceFile).run.status).toBe('done');
    expect((await reloaded.timeline.listRuns()).find((run) => run.runId === runId)?.status).toBe('done');

    const running = JSON.parse(exported) as TraceFile;
    running.run.status = 'running';
    const imported = await reloaded.timeline.importTrace(new Blob([JSON.stringify(running)]));
    expect(imported.ok).toBe(true);
    if (imported.ok) expect(await reloaded.records.getRunRecord(imported.runId)).toMatchObject({ status: 'done' });
  });

  it('opens a run stored by the version 1 format, its calls keyed by position', async () => {
    const name = `record-v1-${Math.random()}`;
    const db = await openDB(name, 1, {
      upgrade(d) {
        d.createObjectStore('runs', { keyPath: 'runId' });
        d.createObjectStore('calls', { keyPath: ['runId', 'index'] });
        d.createObjectStore('events', { keyPath: ['runId', 'n'] });
      },
    });
    await db.put('runs', {
      runId: 'old',
      startedAt: 5,
      status: 'done',
      question: 'Old?',
      provider: 'offline',
      turns: [],
    });
    await db.put('calls', {
      runId: 'old',
      index: 1,
      callId: 'c1',
      toolName: 'find',
      argumentsText: '{}',
      observation: { status: 'ok', tool_call_id: 'c1', tool: 'find', result: {}, truncated: false },
      events: [{ runId: 'old', callId: 'c1', seq: 1, at: 1, lane: 'registry', stage: 'supports', status: 'pass' }],
    });
    db.close();
    const { timeline, records } = setup(name);
    expect((await timeline.listRuns())[0]).toMatchObject({ runId: 'old', kind: 'model', calls: 0 });
    const calls = await records.getRecordCalls('old', { offset: 0, limit: 5 });
    expect(calls.calls.map((c) => c.callKey)).toEqual(['old#1']);
    expect((await records.getRunRecord('old'))?.questions).toEqual(['Old?']);
  });

  it('lists a run stored in a format it cannot read with a plain note, and never opens it', async () => {
    const name = `record-future-${Math.random()}`;
    const db = await openDB(name, 2, {
      upgrade(d) {
        d.createObjectStore('runs', { keyPath: 'runId' });
        d.createObjectStore('calls', { keyPath: ['runId', 'index'] });
        d.createObjectStore('events', { keyPath: ['runId', 'n'] });
        d.createObjectStore('log', { keyPath: ['runId', 'n'] });
      },
    });
    await db.put('runs', { runId: 'future', format: 4, head: { startedAt: 7, status: 'done' } });
    await db.put('runs', { runId: 'bare' });
    db.close();
    const { timeline, records } = setup(name);
    const listed = await timeline.listRuns();
    expect(listed.find((run) => run.runId === 'future')).toMatchObject({
      startedAt: 7,
      note: 'Stored in run format 4; this console reads formats 1, 2 and 3, so it cannot be opened.',
    });
    expect(listed.find((run) => run.runId === 'bare')?.note).toMatch(/earlier console .* cannot be opened/);
    expect(await records.getRunRecord('future')).toBeUndefined();
    expect((await records.getRecordCalls('bare', { offset: 0, limit: 5 })).calls).toEqual([]);
  });
});
