import { assert, beforeEach, describe, expect, it } from 'vitest';
import type { RunMeta, TimelineEvent } from '../../../src/contract';
import { runAgentLoop } from '../../../src/app/llm/agent-loop';
import { createOfflineModel } from '../../../src/app/llm/providers/offline-model';
import type { ModelProvider } from '../../../src/app/llm/provider';
import { useConsoleStore } from '../../../src/app/store';
import { createFakeHarness } from '../fake-harness';

const QUESTION = "Why do my writes fail with 'database is locked', and how do I fix it?";

function recordingHarness() {
  const fake = createFakeHarness();
  const pageEvents: TimelineEvent[] = [];
  const metas: RunMeta[] = [];
  const api = {
    ...fake.api,
    appendPageEvents: async (_runId: string, events: TimelineEvent[]) => void pageEvents.push(...events),
    recordRunMeta: async (_runId: string, meta: RunMeta) => void metas.push(meta),
  };
  return { fake, api, pageEvents, metas };
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
    const stages = h.pageEvents.map((event) => event.stage);
    expect(stages).toContain('model-turn');
    expect(stages.filter((stage) => stage === 'loop-dispatch')).toHaveLength(h.fake.calls.length);
    expect(stages[stages.length - 1]).toBe('release');
    expect(h.metas[0]).toMatchObject({ question: QUESTION, provider: 'offline', model: 'scripted', status: 'running' });
    const last = h.metas[h.metas.length - 1];
    assert(last);
    expect(last.status).toBe('done');
    const recordedCalls = (last.turns ?? []).flatMap((turn) => turn.toolCalls ?? []);
    expect(recordedCalls.map((call) => call.id)).toEqual(h.fake.calls.map((call) => call.toolCallId));
    expect(recordedCalls.map((call) => call.argumentsText)).toEqual(h.fake.calls.map((call) => call.argumentsText));
    expect(last.turns?.[0]).toEqual({ role: 'user', text: QUESTION });
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
    expect(h.metas.length).toBeGreaterThan(1);
    expect(JSON.stringify(h.metas)).not.toContain('sk-secret-123');
    expect(JSON.stringify(h.pageEvents)).not.toContain('sk-secret-123');
  });
});
