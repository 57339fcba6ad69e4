/** Context trimming: oldest observations first, the newest turn's never, notes name the call and size. */
import { describe, expect, it } from 'vitest';
import { estimateTokens, trimToContextBudget } from '../../../src/app/llm/context-budget';
import type { ConversationMessage } from '../../../src/app/llm/provider';

const observation = (id: string, size: number) =>
  JSON.stringify({ status: 'ok', tool_call_id: id, result: 'x'.repeat(size) });
const call = (id: string) => ({ toolCallId: id, toolName: 'lookup', argumentsText: '{}' });

const conversation: ConversationMessage[] = [
  { role: 'system', content: 'sys' },
  { role: 'user', content: 'q1' },
  { role: 'assistant', content: '', toolCalls: [call('a')] },
  { role: 'tool', toolCallId: 'a', toolName: 'lookup', content: observation('a', 4000) },
  { role: 'assistant', content: '', toolCalls: [call('b')] },
  { role: 'tool', toolCallId: 'b', toolName: 'lookup', content: observation('b', 4000) },
  { role: 'assistant', content: '', toolCalls: [call('c')] },
  { role: 'tool', toolCallId: 'c', toolName: 'lookup', content: observation('c', 4000) },
];

describe('trimToContextBudget', () => {
  it('estimates characters / 4', () => {
    expect(estimateTokens([{ role: 'user', content: 'x'.repeat(10) }])).toBe(3);
  });

  it('leaves a conversation within budget untouched', () => {
    const result = trimToContextBudget(conversation, 100_000);
    expect(result.messages).toBe(conversation);
    expect(result.trimmedCallIds).toEqual([]);
  });

  it('trims the oldest observations until it fits, with a note naming the call and its size', () => {
    const result = trimToContextBudget(conversation, 2200);
    expect(result.trimmedCallIds).toEqual(['a']);
    const trimmed = result.messages[3] as { content: string };
    expect(trimmed.content).toBe(`[observation of call a trimmed: ${observation('a', 4000).length} chars]`);
    expect(result.estimatedTokens).toBeLessThanOrEqual(2200);
    expect(conversation[3]).toMatchObject({ content: observation('a', 4000) }); // input unchanged
  });

  it('never trims the newest turn’s observations, and does not trim a note twice', () => {
    const first = trimToContextBudget(conversation, 10);
    expect(first.trimmedCallIds).toEqual(['a', 'b']);
    expect((first.messages[7] as { content: string }).content).toBe(observation('c', 4000));
    expect(first.estimatedTokens).toBeGreaterThan(10);
    expect(trimToContextBudget(first.messages, 10).trimmedCallIds).toEqual([]);
  });
});
