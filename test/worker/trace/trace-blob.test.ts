/**
 * The console trace export is written page by page (DESIGN.md §8): a stored run's file, read from its log
 * pages without loading the run, and a loaded run's file are byte for byte the whole record's
 * `JSON.stringify` with one space of indent (secrets scrubbed), whatever the page size, with calls, page
 * events, a conversation, a draft, an answer and turn summaries, and for a run with no calls; the file
 * imports back.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ExportResult } from '../../../src/contract';
import { stringifyWithoutSecrets } from '../../../src/contract/scrub-secrets';
import { createHarness } from '../../../src/worker/harness';
import { createRecordPersistence, type RecordPersistence } from '../../../src/worker/record/record-persistence';
import { createRecordService } from '../../../src/worker/record/record-service';
import { createRecordStore } from '../../../src/worker/record/record-store';
import { buildConsoleTrace } from '../../../src/worker/trace/console-trace';
import { consoleTraceBlob } from '../../../src/worker/trace/console-trace-blob';
import { createTimelineService, recordHarness } from '../../../src/worker/timeline/timeline-service';

const FIND = { name: 'find', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } };
const SECRET = 'sk-user-typed-secret-42';
const AT = Date.UTC(2026, 11, 3, 18, 0, 0);
const freshName = () => `blob-${Math.random().toString(36).slice(2)}`;
const text = async (result: ExportResult) => {
  if (!result.ok) throw new Error(result.message);
  return result.blob.text();
};

function setup(persistence: RecordPersistence) {
  const store = createRecordStore({ persistence, batchRows: 6 });
  const harness = recordHarness(
    createHarness({ backends: { find: async (input) => ({ found: (input as { q: string }).q }) } }),
    store,
  );
  const timeline = createTimelineService({ store, now: () => AT });
  return { store, harness, records: createRecordService(store), timeline };
}

/** A stored run of `calls` calls with page events, a conversation, turn summaries, a draft and an answer. */
async function storedRun(name: string, calls: number): Promise<string> {
  const world = setup(createRecordPersistence(name));
  await world.harness.registerTools([FIND]);
  const { runId } = await world.harness.startRun({ kind: 'scenario' });
  await world.records.writeRunRecord(runId, [
    { type: 'question', text: `Find ${SECRET}?`, provider: 'scenario' },
    { type: 'conversation', turns: [{ role: 'user', text: 'Find them.' }] },
  ]);
  for (let i = 1; i <= calls; i++) {
    const q = i === 3 ? SECRET : i % 4 === 0 ? 'oops' : `q${i}`;
    const argumentsText = i % 4 === 0 ? '{"q":' : JSON.stringify({ q });
    await world.harness.invoke({ runId, toolCallId: `c${i}`, toolName: 'find', argumentsText, turnId: `t${i % 3}` });
    if (i % 5 === 0)
      await world.timeline.appendPageEvents(runId, [
        { runId, seq: i, at: i * 10, lane: 'model', stage: 'model-turn', status: 'info' },
      ]);
  }
  await world.records.writeRunRecord(runId, [
    { type: 'usage', usage: { turnId: 't1', inputTokens: 10, outputTokens: 3 } },
    {
      type: 'response',
      summary: {
        turnId: 't1',
        provider: 'scenario',
        text: 'Done.',
        textChars: 5,
        finishReason: 'stop',
        toolCalls: [],
        toolCallsOmitted: 0,
      },
    },
    { type: 'draft', text: 'Forty-two.' },
    {
      type: 'answer',
      answer: {
        segments: [{ kind: 'text', text: 'Forty-two.' }],
        supported: 0,
        unsupported: 0,
        verdict: { answersQuestion: 'yes', reason: 'It answers.', coverage: 1 },
      },
    },
    { type: 'status', status: 'done', at: AT - 5 },
  ]);
  await world.harness.endRun(runId);
  return runId;
}

/** The whole record's file as the console wrote it before it wrote by pages. */
async function wholeFile(name: string, runId: string, secrets: string[]): Promise<string> {
  const run = await setup(createRecordPersistence(name)).store.open(runId);
  if (!run) throw new Error('no run');
  return stringifyWithoutSecrets(buildConsoleTrace(run, new Date(AT)), secrets, 1);
}

describe('the console trace is written page by page', () => {
  it('a stored run exports the bytes of its whole record, without loading it, at any page size', async () => {
    const name = freshName();
    const runId = await storedRun(name, 17);
    const whole = await wholeFile(name, runId, [SECRET]);
    expect(whole).not.toContain(SECRET);
    const real = createRecordPersistence(name);
    const reads = { logs: 0 };
    const counted = Object.assign(Object.create(real) as RecordPersistence, {
      loadLog: (id: string) => {
        reads.logs += 1;
        return real.loadLog(id);
      },
    });
    const paged = setup(counted);
    expect(await text(await paged.timeline.exportTrace(runId, 'console', [SECRET]))).toBe(whole);
    for (const rows of [1, 4, 7, 1000]) {
      const pages = await paged.store.pages(runId);
      if (!pages) throw new Error('not paged');
      expect(await (await consoleTraceBlob(pages.traceSource(rows), new Date(AT), [SECRET])).text()).toBe(whole);
    }
    expect(reads.logs).toBe(0);

    const loaded = setup(createRecordPersistence(name));
    await loaded.store.open(runId);
    const again = await text(await loaded.timeline.exportTrace(runId, 'console', [SECRET]));
    expect(again).toBe(whole);
    const imported = await loaded.timeline.importTrace({ size: again.length, text: async () => again });
    expect(imported).toMatchObject({ ok: true, calls: 17 });
  });

  it('a run with no calls exports the bytes of its whole record', async () => {
    const name = freshName();
    const runId = await storedRun(name, 0);
    const whole = await wholeFile(name, runId, []);
    expect(JSON.parse(whole)).toMatchObject({ calls: [], answer: { segments: [{ text: 'Forty-two.' }] } });
    expect(await text(await setup(createRecordPersistence(name)).timeline.exportTrace(runId, 'console'))).toBe(whole);
  });
});
