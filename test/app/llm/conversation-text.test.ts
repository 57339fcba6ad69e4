/**
 * The conversation's JSON text for the record (conversation-text.ts): a turn's text parses back to the
 * turn, also for a turn with more tool calls than one slice (each in order, none lost or doubled), and the
 * conversation's text is the array of its turns.
 */
import { describe, expect, it } from 'vitest';
import type { TraceTurn } from '../../../src/contract';
import { conversationText, turnText, TURN_SLICE } from '../../../src/app/llm/conversation-text';

const callsTurn = (count: number): TraceTurn => ({
  turnId: 'turn-1',
  role: 'assistant',
  text: 'Calling "record_item".',
  finishReason: 'tool_calls',
  toolCalls: Array.from({ length: count }, (_, i) => ({
    id: `call-${i + 1}`,
    name: 'record_item',
    argumentsText: `{"n": ${i + 1}, "note": "a \\"quoted\\" word"}`,
  })),
});

describe('turnText', () => {
  it.each([0, 1, TURN_SLICE, TURN_SLICE + 1, 2 * TURN_SLICE + 7])(
    'a turn of %i tool calls parses back to it',
    async (count) => {
      const turn = callsTurn(count);
      expect(JSON.parse(await turnText(turn))).toEqual(turn);
    },
  );

  it('a turn of only tool calls (no other member) parses back to it', async () => {
    const { toolCalls } = callsTurn(TURN_SLICE + 1);
    const turn = { toolCalls } as TraceTurn;
    expect(JSON.parse(await turnText(turn))).toEqual(turn);
  });

  it('the conversation text is the array of its turns', async () => {
    const turns: TraceTurn[] = [
      { role: 'user', text: 'Record items.' },
      callsTurn(TURN_SLICE * 2),
      { role: 'assistant', text: 'Done.' },
    ];
    const texts = await Promise.all(turns.map(turnText));
    expect(JSON.parse(conversationText(texts))).toEqual(turns);
    expect(JSON.parse(conversationText([]))).toEqual([]);
  });
});
