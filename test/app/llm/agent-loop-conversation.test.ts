/**
 * The agent loop's conversation: a follow-up continues the stored conversation, old
 * observations are trimmed to the budget and counted, usage and request summaries are recorded, a
 * rate-limited turn is retried with a model-error event, and the key never reaches the store. The
 * harness is the real one in-process (support/real-harness.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { runAgentLoop } from '../../../src/app/llm/agent-loop';
import type { ModelProvider, ModelRequest } from '../../../src/app/llm/provider';
import { ModelProviderError } from '../../../src/app/llm/provider-errors';
import { useConsoleStore } from '../../../src/app/store';
import { createInProcessWorker } from '../support/real-harness';

/** The real harness in-process, its built-in tools registered. */
async function realHarness() {
  const worker = createInProcessWorker();
  await worker.ready;
  return worker.api;
}

const KEY = 'sk-test-LOOPSECRET';

/** A provider: one tool call per question, then an answer; the first request of `limitedOnce` is a 429. */
function scriptedProvider(seen: ModelRequest[], limitedOnce = false): ModelProvider {
  let limited = limitedOnce;
  return {
    id: 'openai-compatible',
    label: 'test',
    toolFormat: 'openai',
    async complete(request) {
      seen.push(request);
      request.onRequest?.({
        url: 'https://llm.example/v1/chat/completions',
        headers: { authorization: `Bearer ${KEY}` },
        body: { model: 'm', messages: [], stream: true },
      });
      if (limited) {
        limited = false;
        throw new ModelProviderError('rate-limit', 'limited', { status: 429, retryAfterSeconds: 1 });
      }
      const last = request.messages.at(-1)!;
      const usage = { inputTokens: 10, outputTokens: 2 };
      if (last.role === 'user') {
        const id = `call_${seen.length}`;
        return {
          text: '',
          toolCalls: [
            {
              toolCallId: id,
              toolName: 'lookup_knowledge',
              argumentsText: '{"previous_observation":null,"input":{"query":"wal"}}',
            },
          ],
          finishReason: 'tool_calls',
          usage,
          notices: [],
        };
      }
      return { text: 'An answer.', toolCalls: [], finishReason: 'stop', usage, notices: [] };
    },
  };
}

describe('runAgentLoop conversations', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('continues the conversation, trims old observations, records usage and redacted requests', async () => {
    const seen: ModelRequest[] = [];
    const provider = scriptedProvider(seen);
    const signal = new AbortController().signal;
    const state = () => useConsoleStore.getState();
    const first = await runAgentLoop({
      question: 'first?',
      provider,
      harness: await realHarness(),
      store: useConsoleStore,
      signal,
      secrets: [KEY],
    });
    expect(first.status).toBe('done');
    expect(state().conversationQuestions).toBe(1);
    expect(state().turnUsage.map((turn) => turn.inputTokens)).toEqual([10, 10]);

    await runAgentLoop({
      question: 'second?',
      provider,
      harness: await realHarness(),
      store: useConsoleStore,
      signal,
      history: state().conversation,
      contextBudgetTokens: 50,
      secrets: [KEY],
    });
    const followUp = seen[2]!.messages;
    expect(followUp.filter((message) => message.role === 'user').map((message) => message.content)).toEqual([
      'first?',
      'second?',
    ]);
    const oldObservation = followUp.find((message) => message.role === 'tool')!;
    expect(oldObservation.content).toMatch(/^\[observation of call call_1 trimmed: \d+ chars\]$/);
    expect(state().contextTrimmed).toBeGreaterThanOrEqual(1);
    expect(state().conversationQuestions).toBe(2);
    expect(state().requestLog[0]!.headers.authorization).toBe('[redacted]');
    expect(JSON.stringify(state())).not.toContain('LOOPSECRET');
  });

  it("judges a networked model's answer to a follow-up against the question resolved from the conversation", async () => {
    const provider = scriptedProvider([]);
    const signal = new AbortController().signal;
    const state = () => useConsoleStore.getState();
    const harness = await realHarness();
    const ask = (question: string) =>
      runAgentLoop({
        question,
        provider,
        harness,
        store: useConsoleStore,
        signal,
        history: state().conversation,
      });
    await ask('How do I create an index on two columns?');
    expect(state().releasedAnswer?.verdict.judgedAs).toBeUndefined();
    await ask('And how do I drop it again?');
    expect(state().releasedAnswer?.verdict.judgedAs).toBe('How do I drop an index?');
    await ask('What is WAL mode?');
    expect(state().releasedAnswer?.verdict.judgedAs).toBeUndefined();
  });

  it('retries a rate-limited turn after a countdown, with one model-error event', async () => {
    const seen: ModelRequest[] = [];
    const countdowns: number[] = [];
    const unsubscribe = useConsoleStore.subscribe(
      (s) => s.retryCountdown && countdowns.push(s.retryCountdown.secondsLeft),
    );
    const result = await runAgentLoop({
      question: 'q',
      provider: scriptedProvider(seen, true),
      harness: await realHarness(),
      store: useConsoleStore,
      signal: new AbortController().signal,
      sleep: async () => undefined,
    });
    unsubscribe();
    expect(result.status).toBe('done');
    expect(countdowns).toEqual([1]);
    const errors = useConsoleStore.getState().runEvents.filter((entry) => entry.event.stage === 'model-error');
    expect(errors.map((entry) => entry.event.detail)).toEqual([
      expect.objectContaining({ kind: 'rate-limit', retry: 1, waitSeconds: 1 }),
    ]);
    expect(useConsoleStore.getState().requestLog[0]!.attempts).toBe(2);
    expect(useConsoleStore.getState().retryCountdown).toBeNull();
  });
});
