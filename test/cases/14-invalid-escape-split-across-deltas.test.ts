/**
 * Shared case 14 (stream, Anthropic wire format): an invalid escape (`\B`) straddles two
 * input_json_delta fragments. The assembler keeps the fragments exactly (no repair, no throw); the
 * harness refuses the finished call with INVALID_JSON at offset 68 and the tool never runs. The control
 * variant (doubled backslashes) is accepted and the tool sees the intended text.
 */
import { readFileSync } from 'node:fs';
import { casePath } from './support/load-case';
import { runTurnThroughHarness, type TurnCall } from './support/run-turn';
import { assert, describe, expect, it } from 'vitest';
import { createAnthropicMessagesAssembler } from '../../src/app/llm/stream/anthropic-messages-assembler';
import { createOpenAiChatAssembler } from '../../src/app/llm/stream/openai-chat-assembler';

const CASE = JSON.parse(readFileSync(casePath('14-invalid-escape-split-across-deltas.json'), 'utf8'));
const expected = CASE.expected;
const tools = CASE.input.tools as { name: string }[];
const events = CASE.input.events as Record<string, unknown>[];

/** The four partial_json fragments, in order. */
const fragments = events
  .filter((event) => event.type === 'content_block_delta')
  .map((event) => (event.delta as { partial_json: string }).partial_json);

/** Runs calls of one turn through a fresh harness with counting evidence backends. */
function runThroughHarness(calls: TurnCall[], finishReason: string) {
  return runTurnThroughHarness(tools, calls, finishReason);
}

describe('case 14: invalid escape split across deltas', () => {
  it('the assembler joins the fragments exactly and never throws', () => {
    const assembler = createAnthropicMessagesAssembler();
    expect(() => {
      for (const event of events) assembler.push(event);
    }).not.toThrow();
    const turn = assembler.finish();
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.toolCalls[0]?.toolCallId).toBe('toolu_s14');
    expect(turn.toolCalls[0]?.toolName).toBe('apply_edits');
    expect(turn.toolCalls[0]?.argumentsText).toBe(fragments.join(''));
    expect(turn.finishReason).toBe('tool_use');
    // Not repaired by doubling backslashes.
    expect(turn.toolCalls[0]?.argumentsText).toContain('Acme\\Billing\\Invoice');
    expect(turn.toolCalls[0]?.argumentsText).not.toContain('Acme\\\\Billing');
    expect(turn.toolCalls[0]?.argumentsText[68]).toBe('\\');
    expect(turn.toolCalls[0]?.argumentsText[69]).toBe('B');
  });

  it('other content blocks of the same message are still delivered', () => {
    const assembler = createAnthropicMessagesAssembler();
    const withText = [
      ...events.slice(0, -1),
      { type: 'content_block_start', index: 1, content_block: { type: 'text', text: '' } },
      { type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: 'Editing the file.' } },
      { type: 'content_block_stop', index: 1 },
      ...events.slice(-1),
    ];
    for (const event of withText) assembler.push(event);
    const turn = assembler.finish();
    expect(turn.text).toBe('Editing the file.');
    expect(turn.toolCalls[0]?.argumentsText).toBe(fragments.join(''));
  });

  it('the same fragments in the OpenAI wire format assemble identically', () => {
    const assembler = createOpenAiChatAssembler();
    assembler.push({
      choices: [
        {
          index: 0,
          delta: {
            tool_calls: [
              { index: 0, id: 'call_s14', type: 'function', function: { name: 'apply_edits', arguments: '' } },
            ],
          },
          finish_reason: null,
        },
      ],
    });
    for (const fragment of fragments)
      assembler.push({
        choices: [
          { index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: fragment } }] }, finish_reason: null },
        ],
      });
    assembler.push({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] });
    expect(assembler.finish().toolCalls[0]?.argumentsText).toBe(fragments.join(''));
  });

  it(`the harness refuses the call with ${expected.violation} at offset 68 and does not run the tool`, async () => {
    const assembler = createAnthropicMessagesAssembler();
    for (const event of events) assembler.push(event);
    const turn = assembler.finish();
    const { results, seen } = await runThroughHarness(turn.toolCalls, turn.finishReason);
    const observation = results[0]?.observation;
    assert(observation);
    expect(expected.outcome).toBe('rejected');
    expect(observation.status).toBe('repair_required');
    if (observation.status !== 'repair_required') return;
    expect(observation.violation_type).toBe(expected.violation);
    expect(observation.errors[0]?.offset).toBe(68);
    expect(observation.errors[0]?.message).toMatch(/escape/i);
    expect(seen.apply_edits ?? []).toHaveLength(0);
    expect(expected.tool_executed).toBe(false);
  });

  it('control variant (doubled backslashes) is accepted and the tool sees the intended text', async () => {
    const variant = CASE.input.variants[0];
    const joined: string = variant.partial_json_joined;
    const assembler = createAnthropicMessagesAssembler();
    assembler.push({
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'tool_use', id: 'toolu_c14', name: 'apply_edits', input: {} },
    });
    // Split inside the escape pair, as in the faulty stream.
    const split = joined.indexOf('\\\\') + 1;
    for (const part of [joined.slice(0, 30), joined.slice(30, split), joined.slice(split)]) {
      assembler.push({
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'input_json_delta', partial_json: part },
      });
    }
    assembler.push({ type: 'content_block_stop', index: 0 });
    assembler.push({ type: 'message_delta', delta: { stop_reason: 'tool_use' } });
    const turn = assembler.finish();
    expect(turn.toolCalls[0]?.argumentsText).toBe(joined);
    const { results, seen } = await runThroughHarness(turn.toolCalls, turn.finishReason);
    const outcome = expected.variants[variant.label];
    expect(outcome.outcome).toBe('accepted');
    expect(results[0]?.observation.status).toBe('ok');
    expect(seen.apply_edits).toEqual([outcome.input_seen_by_tool]);
  });
});
