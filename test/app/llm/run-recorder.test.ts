import { assert, beforeEach, describe, expect, it } from 'vitest';
import { reduceRunRecord, type PageRecordEvent } from '../../../src/contract';
import { runAgentLoop } from '../../../src/app/llm/agent-loop';
import { createOfflineModel } from '../../../src/app/llm/providers/offline-model';
import type { ModelProvider } from '../../../src/app/llm/provider';
import { useConsoleStore } from '../../../src/app/store';
import { createFakeHarness } from '../fake-harness';

const QUESTION = "Why do my writes fail with 'database is locked', and how do I fix it?";

function recordingHarness() {
  const fake = createFakeHarness();
  const written: PageRecordEvent[] = [];
  const api = {
    ...fake.api,
    writeRunRecord: async (_runId: string, events: PageRecordEvent[]) => void written.push(...events),
  };
  /** The record the page's events make (no calls: the fake harness records none). */
  const record = () => reduceRunRecord({ runId: 'run', kind: 'model', startedAt: 0 }, written);
  const pageEvents = () => written.flatMap((event) => (event.type === 'page-events' ? event.events : []));
  return { fake, api, written, record, pageEvents };
}

describe('the agent loop feeds the worker run store', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('sends the page events and the conversation with each call’s argument text', async () => {
    const h = recordingHarness();
    const result = await runAgentLoop({
      question: QUESTION,
      provider: createOfflineModel(),
      harness: h.api,
      store: useConsoleStore,
      signal: new AbortController().signal,
      model: 'scripted',
    });
    expect(result.status).toBe('done');
    const stages = h.pageEvents().map((event) => event.stage);
    expect(stages).toContain('model-turn');
    expect(stages.filter((stage) => stage === 'loop-dispatch')).toHaveLength(h.fake.calls.length);
    expect(stages[stages.length - 1]).toBe('release');
    expect(h.written[0]).toEqual({ type: 'question', text: QUESTION, provider: 'offline', model: 'scripted' });
    const record = h.record();
    expect(record.status).toBe('done');
    const recordedCalls = record.conversation.flatMap((turn) => turn.toolCalls ?? []);
    expect(recordedCalls.map((call) => call.id)).toEqual(h.fake.calls.map((call) => call.toolCallId));
    expect(recordedCalls.map((call) => call.argumentsText)).toEqual(h.fake.calls.map((call) => call.argumentsText));
    expect(record.conversation[0]).toEqual({ role: 'user', text: QUESTION });
  });

  it('writes the draft and the released answer the page shows, with each citation’s verdict', async () => {
    const h = recordingHarness();
    await runAgentLoop({
      question: QUESTION,
      provider: createOfflineModel(),
      harness: h.api,
      store: useConsoleStore,
      signal: new AbortController().signal,
    });
    const shown = useConsoleStore.getState();
    const record = h.record();
    assert(record.answer);
    expect(record.draft).toBe(shown.draftAnswer);
    expect(record.answer).toEqual(shown.releasedAnswer);
    expect(record.answer.segments.some((segment) => segment.kind === 'citation' && segment.supported)).toBe(true);
    expect(record.requests.length).toBe(shown.requestLog.length);
  });

  it('never records the API key, even when the model echoes it', async () => {
    const h = recordingHarness();
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
    expect(h.record().answer).toBeDefined();
    expect(JSON.stringify(h.written)).not.toContain('sk-secret-123');
  });
});
