/**
 * The agent loop against the real harness in-process (support/real-harness.ts): the offline model's calls
 * in order with one turnId per turn, tools withheld after stop_required or at the turn limit, Stop cancels
 * the run, a provider failure ends in error with its reason scrubbed, and a turn's calls go out together.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { runAgentLoop } from '../../../src/app/llm/agent-loop';
import { createOfflineModel } from '../../../src/app/llm/providers/offline-model';
import { planQueries } from '../../../src/app/llm/providers/query-plan';
import type { ModelProvider, ModelTurn } from '../../../src/app/llm/provider';
import type { InvokeRequest } from '../../../src/contract';
import { useConsoleStore } from '../../../src/app/store';
import { createSpiedHarness } from '../support/real-harness';

const QUESTION = "Why do my writes fail with 'database is locked', and how do I fix it?";

describe('runAgentLoop', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('answers with the offline model: calls in order, one turnId per turn, released citations supported', async () => {
    const fake = await createSpiedHarness();
    const result = await runAgentLoop({
      question: QUESTION,
      provider: createOfflineModel(),
      harness: fake.api,
      store: useConsoleStore,
      signal: new AbortController().signal,
    });
    expect(result.status).toBe('done');
    const planned = planQueries(QUESTION);
    expect(fake.calls.map((c) => c.toolCallId)).toEqual(planned.map((_, i) => `offline_${i + 1}_1`));
    expect(fake.calls.map((c) => c.turnId)).toEqual(planned.map((_, i) => `turn-${i + 1}`));
    const second = JSON.parse(fake.calls[1]!.argumentsText);
    expect(second.previous_observation).toMatchObject({ tool_call_id: 'offline_1_1', evaluation: 'GAINED' });
    const state = useConsoleStore.getState();
    expect(state.runStatus).toBe('done');
    expect(state.releasedAnswer?.supported).toBeGreaterThan(0);
    expect(state.releasedAnswer?.unsupported).toBe(0);
    expect(state.releasedAnswer?.verdict.answersQuestion).not.toBe('no');
    expect(fake.ended).toEqual([state.runId]);
    const stages = state.runEvents.filter((e) => e.origin === 'page').map((e) => e.event.stage);
    expect(stages).toContain('model-turn');
    expect(stages).toContain('loop-dispatch');
    expect(stages[stages.length - 1]).toBe('release');
  });

  it('withholds tools after stop_required and still answers', async () => {
    const fake = await createSpiedHarness();
    const seen: number[] = [];
    const base = createOfflineModel();
    const provider: ModelProvider = {
      ...base,
      complete: (req) => {
        seen.push(req.tools.length);
        return base.complete(req);
      },
    };
    const result = await runAgentLoop({
      question: QUESTION,
      provider,
      harness: fake.api,
      store: useConsoleStore,
      signal: new AbortController().signal,
      budgets: { maxEvidenceCalls: 1 },
    });
    expect(result.status).toBe('done');
    expect(fake.calls).toHaveLength(1);
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(0);
    expect(seen).toHaveLength(2);
    expect(useConsoleStore.getState().draftAnswer).toContain('stop');
  });

  it('stops on abort: cancels the run and ends stopped', async () => {
    const fake = await createSpiedHarness();
    const controller = new AbortController();
    const base = createOfflineModel();
    const provider: ModelProvider = {
      ...base,
      complete: async (req) => {
        const turn = await base.complete(req);
        if (req.messages.length > 3) controller.abort();
        return turn;
      },
    };
    const result = await runAgentLoop({
      question: QUESTION,
      provider,
      harness: fake.api,
      store: useConsoleStore,
      signal: controller.signal,
    });
    expect(result.status).toBe('stopped');
    expect(useConsoleStore.getState().runStatus).toBe('stopped');
    expect(fake.cancelled).toEqual([useConsoleStore.getState().runId]);
  });

  it('ends in error with a scrubbed reason when the provider fails', async () => {
    const fake = await createSpiedHarness();
    const provider: ModelProvider = {
      id: 'openai-compatible',
      label: 'x',
      toolFormat: 'openai',
      complete: async () => {
        throw new Error('401 for key sk-secret-123');
      },
    };
    const result = await runAgentLoop({
      question: 'q',
      provider,
      harness: fake.api,
      store: useConsoleStore,
      signal: new AbortController().signal,
      secrets: ['sk-secret-123'],
    });
    expect(result.status).toBe('error');
    const state = useConsoleStore.getState();
    expect(state.runStatus).toBe('error');
    expect(state.runError).not.toContain('sk-secret-123');
    expect(JSON.stringify(state.runEvents)).not.toContain('sk-secret-123');
  });

  it('stops at the turn limit by withholding tools', async () => {
    const fake = await createSpiedHarness();
    const result = await runAgentLoop({
      question: QUESTION,
      provider: createOfflineModel(),
      harness: fake.api,
      store: useConsoleStore,
      signal: new AbortController().signal,
      maxTurns: 2,
    });
    expect(result.status).toBe('done');
    expect(fake.calls).toHaveLength(1);
  });
  it('sends a turn’s calls together and hands their observations to the model in the order it made them', async () => {
    const fake = await createSpiedHarness();
    const sentBeforeFirstAnswer: number[] = [];
    let sent = 0;
    let answered = 0;
    const turns: ModelTurn[] = [
      {
        text: '',
        finishReason: 'tool_calls',
        notices: [],
        toolCalls: ['a', 'b', 'c'].map((id) => ({
          toolCallId: id,
          toolName: 'lookup_knowledge',
          argumentsText: JSON.stringify({ previous_observation: null, input: { query: `q ${id}` } }),
        })),
      },
    ];
    const seenMessages: string[][] = [];
    const provider: ModelProvider = {
      id: 'scenario',
      label: 'scripted',
      toolFormat: 'openai',
      complete: async (req) => {
        seenMessages.push(req.messages.flatMap((m) => (m.role === 'tool' ? [m.toolCallId] : [])));
        return turns.shift() ?? { text: 'done', finishReason: 'stop', notices: [], toolCalls: [] };
      },
    };
    // Answers come back slowest-first: c, then b, then a.
    const delays: Record<string, number> = { a: 30, b: 20, c: 10 };
    const harness = {
      ...fake.api,
      invoke: async (request: InvokeRequest) => {
        sent += 1;
        await new Promise((resolve) => setTimeout(resolve, delays[request.toolCallId] ?? 0));
        if (answered++ === 0) sentBeforeFirstAnswer.push(sent);
        return fake.api.invoke(request);
      },
    };
    const result = await runAgentLoop({
      question: 'q',
      provider,
      harness,
      store: useConsoleStore,
      signal: new AbortController().signal,
    });
    expect(result.error).toBeUndefined();
    expect(result.status).toBe('done');
    expect(sentBeforeFirstAnswer).toEqual([3]);
    expect(seenMessages.at(-1)).toEqual(['a', 'b', 'c']);
  });
});
