/**
 * The page's run recorder writes what only the page knows (question, page events, conversation, draft,
 * released answer, requests, final status) into the worker's record, here the real harness and record
 * store in-process (support/real-harness.ts): the record read back holds the page's facts beside the
 * calls the worker recorded, and never the API key.
 */
import { assert, beforeEach, describe, expect, it } from 'vitest';
import type { PageRecordWrite } from '../../../src/contract';
import { runAgentLoop } from '../../../src/app/llm/agent-loop';
import { createOfflineModel } from '../../../src/app/llm/providers/offline-model';
import type { ModelProvider } from '../../../src/app/llm/provider';
import { useConsoleStore } from '../../../src/app/store';
import { createInProcessWorker } from '../support/real-harness';

const QUESTION = "Why do my writes fail with 'database is locked', and how do I fix it?";

async function recordingHarness() {
  const worker = createInProcessWorker();
  await worker.ready;
  const written: PageRecordWrite[] = [];
  const calls: { toolCallId: string; argumentsText: string }[] = [];
  const api = {
    ...worker.api,
    invoke: async (request: Parameters<typeof worker.api.invoke>[0]) => {
      calls.push({ toolCallId: request.toolCallId, argumentsText: String(request.argumentsText) });
      return worker.api.invoke(request);
    },
    writeRunRecord: async (runId: string, events: PageRecordWrite[]) => {
      written.push(...events);
      return worker.api.writeRunRecord(runId, events);
    },
  };
  const runId = () => useConsoleStore.getState().runId ?? '';
  /** The record as the worker holds it (head, and its calls). */
  const record = async () => {
    const head = await worker.api.getRunRecord(runId());
    assert(head, 'the worker holds the run');
    const page = await worker.api.getRecordCalls(runId(), { offset: 0, limit: 100 });
    return { ...head, calls: page.calls };
  };
  const pageEvents = async () =>
    (await worker.timeline.getTimelinePage(runId(), { offset: 0, limit: 1000 })).events.filter(
      (event) => event.callKey === undefined,
    );
  return { calls, api, written, record, pageEvents };
}

describe('the agent loop feeds the worker run store', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('sends the page events and the conversation with each call’s argument text', async () => {
    const h = await recordingHarness();
    const result = await runAgentLoop({
      question: QUESTION,
      provider: createOfflineModel(),
      harness: h.api,
      store: useConsoleStore,
      signal: new AbortController().signal,
      model: 'scripted',
    });
    expect(result.status).toBe('done');
    expect(h.calls.length).toBeGreaterThan(0);
    const stages = (await h.pageEvents()).map((event) => event.stage);
    expect(stages).toContain('model-turn');
    expect(stages[stages.length - 1]).toBe('release');
    expect(h.written[0]).toEqual({ type: 'question', text: QUESTION, provider: 'offline', model: 'scripted' });
    const record = await h.record();
    expect(record.status).toBe('done');
    expect(record.questions).toEqual([QUESTION]);
    const recordedCalls = record.conversation.flatMap((turn) => turn.toolCalls ?? []);
    expect(recordedCalls.map((call) => call.id)).toEqual(h.calls.map((call) => call.toolCallId));
    expect(recordedCalls.map((call) => call.argumentsText)).toEqual(h.calls.map((call) => call.argumentsText));
    expect(record.conversation[0]).toEqual({ role: 'user', text: QUESTION });
    // The worker's own side of the same record: each call by its key, with the observation the model read.
    expect(record.calls.map((call) => call.callId)).toEqual(h.calls.map((call) => call.toolCallId));
    expect(record.calls.map((call) => call.callKey)).toEqual(h.calls.map((_, i) => `${record.runId}#${i + 1}`));
  });

  it('writes the draft and the released answer the page shows, with each citation’s verdict', async () => {
    const h = await recordingHarness();
    await runAgentLoop({
      question: QUESTION,
      provider: createOfflineModel(),
      harness: h.api,
      store: useConsoleStore,
      signal: new AbortController().signal,
    });
    const shown = useConsoleStore.getState();
    const record = await h.record();
    assert(record.answer);
    expect(record.draft).toBe(shown.draftAnswer);
    expect(record.answer).toEqual(shown.releasedAnswer);
    expect(record.answer.segments.some((segment) => segment.kind === 'citation' && segment.supported)).toBe(true);
    expect(record.requests.length).toBe(shown.requestLog.length);
    // The model's response per turn is in the record as the inspector showed it live.
    expect(record.responses).toEqual(shown.responseLog.map(({ runId: _run, ...response }) => response));
    expect(record.responses?.length).toBeGreaterThan(0);
  });

  it('never records the API key, even when the model echoes it', async () => {
    const h = await recordingHarness();
    const base = createOfflineModel();
    const provider: ModelProvider = {
      ...base,
      complete: async (request) => {
        const turn = await base.complete(request);
        return {
          ...turn,
          text: `${turn.text} sk-secret-123`,
          toolCalls: turn.toolCalls.map((call) => ({
            ...call,
            argumentsText: call.argumentsText.replace('locked', 'locked sk-secret-123'),
          })),
        };
      },
    };
    await runAgentLoop({
      question: `${QUESTION} sk-secret-123`,
      provider,
      harness: h.api,
      store: useConsoleStore,
      signal: new AbortController().signal,
      secrets: ['sk-secret-123'],
    });
    const record = await h.record();
    expect(record.answer).toBeDefined();
    expect(JSON.stringify(h.written)).not.toContain('sk-secret-123');
    // The page's side of the record is scrubbed; the head (question, conversation, answer) holds no key.
    const { calls: _calls, ...head } = record;
    expect(JSON.stringify(head)).not.toContain('sk-secret-123');
  });
});
