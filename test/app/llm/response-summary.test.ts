import { beforeEach, describe, expect, it } from 'vitest';
import { RESPONSE_SUMMARY_LIMITS, summarizeResponse } from '../../../src/app/llm/response-summary';
import { useConsoleStore } from '../../../src/app/store';
import { REQUEST_LOG_LIMIT } from '../../../src/app/store/conversation-slice';

const meta = { runId: 'run-1', turnId: 'turn-1', provider: 'openai-compatible' };

describe('response summary (what the model sent back in a turn)', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('keeps the text and each tool call’s argument text as received, the key redacted', () => {
    const summary = summarizeResponse(
      {
        text: 'Looking it up with sk-SECRET.',
        finishReason: 'tool_calls',
        toolCalls: [{ toolCallId: 'call_1', toolName: 'search', argumentsText: '{"q": "x"} trailing prose' }],
      },
      meta,
      ['sk-SECRET'],
    );
    expect(summary).toEqual({
      ...meta,
      text: 'Looking it up with [redacted].',
      textChars: 29,
      finishReason: 'tool_calls',
      toolCalls: [
        { toolCallId: 'call_1', toolName: 'search', argumentsText: '{"q": "x"} trailing prose', argumentsChars: 25 },
      ],
      toolCallsOmitted: 0,
    });
  });

  it('is bounded: long text and argument text cut with their length named, extra calls counted', () => {
    const calls = Array.from({ length: RESPONSE_SUMMARY_LIMITS.toolCalls + 3 }, (_, n) => ({
      toolCallId: `call_${n}`,
      toolName: 'search',
      argumentsText: 'a'.repeat(10_000),
    }));
    const summary = summarizeResponse({ text: 'b'.repeat(50_000), finishReason: 'stop', toolCalls: calls }, meta, []);
    expect(summary.text.length).toBeLessThan(RESPONSE_SUMMARY_LIMITS.textChars + 40);
    expect(summary.text).toContain('(50,000 chars)');
    expect(summary.textChars).toBe(50_000);
    expect(summary.toolCalls).toHaveLength(RESPONSE_SUMMARY_LIMITS.toolCalls);
    expect(summary.toolCallsOmitted).toBe(3);
    expect(summary.toolCalls[0]!.argumentsText.length).toBeLessThan(RESPONSE_SUMMARY_LIMITS.argumentChars + 40);
  });

  it('the store keeps one response per run and turn, at most the request log’s limit, cleared with it', () => {
    const state = () => useConsoleStore.getState();
    const response = (turnId: string, text: string) =>
      summarizeResponse({ text, finishReason: 'stop', toolCalls: [] }, { ...meta, turnId }, []);
    for (let n = 0; n < REQUEST_LOG_LIMIT + 4; n += 1) state().recordResponse(response(`turn-${n}`, 'first'));
    state().recordResponse(response(`turn-${REQUEST_LOG_LIMIT + 3}`, 'again'));
    expect(state().responseLog).toHaveLength(REQUEST_LOG_LIMIT);
    expect(state().responseLog.at(-1)).toMatchObject({ turnId: `turn-${REQUEST_LOG_LIMIT + 3}`, text: 'again' });
    state().clearRequestLog();
    expect(state().responseLog).toEqual([]);
  });
});
