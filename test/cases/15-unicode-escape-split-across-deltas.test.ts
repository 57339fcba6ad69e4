/**
 * Shared case 15 (stream, OpenAI wire format): a surrogate-pair escape (`\uD83D\uDE00`) split across
 * deltas. The joined arguments equal the concatenation of the deltas exactly; a partial preview never
 * shows half an escape or U+FFFD; the call is complete (and may run) only after finish_reason; the tool
 * sees "done 😀 ok". Also checked: the same stream as raw SSE bytes cut at every byte boundary.
 */
import { readFileSync } from 'node:fs';
import { casePath } from './support/load-case';
import { runTurnThroughHarness, type TurnCall } from './support/run-turn';
import { describe, expect, it } from 'vitest';
import { previewArgumentsText } from '../../src/app/llm/stream/arguments-buffer';
import { createOpenAiChatAssembler } from '../../src/app/llm/stream/openai-chat-assembler';

const CASE = JSON.parse(readFileSync(casePath('15-unicode-escape-split-across-deltas.json'), 'utf8'));
const expected = CASE.expected;
const tools = CASE.input.tools as { name: string }[];
const chunks = CASE.input.chunks as { choices: { delta: { tool_calls?: { function: { arguments?: string } }[] } }[] }[];

/** The argument deltas, in order. */
const argumentDeltas = chunks.flatMap((chunk) =>
  (chunk.choices[0]?.delta.tool_calls ?? []).map((call) => call.function.arguments ?? '').filter((text) => text !== ''),
);

/** Runs calls of one turn through a fresh harness with counting evidence backends. */
function runThroughHarness(calls: TurnCall[], finishReason: string) {
  return runTurnThroughHarness(tools, calls, finishReason);
}

/** A `\uD8…` escape that is not part of a complete surrogate-pair escape. */
const HALF_ESCAPE = /\\u[dD]8(?![0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2})/;

describe('case 15: unicode escape split across deltas', () => {
  it('joined arguments equal the concatenation of the four deltas exactly', () => {
    expect(argumentDeltas).toHaveLength(4);
    const assembler = createOpenAiChatAssembler();
    for (const chunk of chunks) assembler.push(chunk);
    const turn = assembler.finish();
    expect(turn.toolCalls).toEqual([
      { toolCallId: 'call_s15', toolName: 'post_status', argumentsText: argumentDeltas.join('') },
    ]);
    expect(turn.finishReason).toBe('tool_calls');
  });

  it('no partial preview contains half an escape or U+FFFD', () => {
    const assembler = createOpenAiChatAssembler();
    const final = argumentDeltas.join('');
    for (const chunk of chunks) {
      assembler.push(chunk);
      const partial = assembler.snapshot().toolCalls[0]?.argumentsText ?? '';
      const preview = previewArgumentsText(partial);
      expect(final.startsWith(preview)).toBe(true);
      expect(preview).not.toMatch(HALF_ESCAPE);
      expect(preview).not.toContain('\uFFFD');
    }
  });

  it('the same stream as SSE bytes, cut at every byte, assembles identically', () => {
    const wire = chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('') + 'data: [DONE]\n\n';
    const bytes = new TextEncoder().encode(wire);
    const assembler = createOpenAiChatAssembler();
    for (let position = 0; position < bytes.length; position += 1)
      assembler.push(bytes.subarray(position, position + 1));
    const turn = assembler.finish();
    expect(turn.toolCalls[0]?.argumentsText).toBe(argumentDeltas.join(''));
    expect(turn.finishReason).toBe('tool_calls');
  });

  it('the call is handed out only after finish_reason; the tool sees the exact text', async () => {
    const assembler = createOpenAiChatAssembler();
    for (const chunk of chunks.slice(0, -1)) assembler.push(chunk);
    // Before the finishing chunk the turn has no finish reason: the agent loop dispatches only finished turns.
    expect(assembler.snapshot().toolCalls).toHaveLength(1);
    assembler.push(chunks[chunks.length - 1]);
    const turn = assembler.finish();
    expect(turn.finishReason).toBe('tool_calls');
    const { results, seen } = await runThroughHarness(turn.toolCalls, turn.finishReason);
    expect(expected.outcome).toBe('accepted');
    expect(results[0]?.observation.status).toBe('ok');
    expect(seen.post_status).toEqual([expected.input_seen_by_tool]);
  });
});
