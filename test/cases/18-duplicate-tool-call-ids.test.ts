/**
 * Shared case 18 (stream, OpenAI wire format): one id reused by two different parallel calls, and
 * cumulative snapshots ([A], [A,B], [A,B,C]) re-emitted. The assembler passes a different call that reuses
 * an id on as is, with a notice, and the harness refuses it with DUPLICATE_CALL_ID (the first runs once);
 * identical re-emissions are collapsed so alpha, beta and gamma each run once.
 */
import { readFileSync } from 'node:fs';
import { casePath } from './support/load-case';
import { runTurnThroughHarness, type TurnCall } from './support/run-turn';
import { assert, describe, expect, it } from 'vitest';
import { createOpenAiChatAssembler } from '../../src/app/llm/stream/openai-chat-assembler';

const CASE = JSON.parse(readFileSync(casePath('18-duplicate-tool-call-ids.json'), 'utf8'));
const expected = CASE.expected;
const tools = CASE.input.tools as { name: string }[];

interface WireCall {
  id: string;
  name: string;
  arguments: string;
}

/** Runs calls of one turn through a fresh harness; `seen` lists every input any backend received. */
async function runThroughHarness(calls: TurnCall[], finishReason: string) {
  const { results, seen } = await runTurnThroughHarness(tools, calls, finishReason);
  return { results, seen: Object.values(seen).flat() };
}

/** Chunk with one tool-call delta. */
function toolDelta(delta: Record<string, unknown>) {
  return { choices: [{ index: 0, delta: { tool_calls: [delta] }, finish_reason: null }] };
}
const FINISH = { choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] };

/** Streams calls the usual way: one index each, id + name first, the arguments in pieces after. */
function streamedChunks(calls: WireCall[]) {
  return [
    ...calls.flatMap((call, index) => [
      toolDelta({ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }),
      toolDelta({ index, function: { arguments: call.arguments.slice(0, 25) } }),
      toolDelta({ index, function: { arguments: call.arguments.slice(25) } }),
    ]),
    FINISH,
  ];
}

/** Emits each call whole, in one delta, all on index 0 (servers that send complete calls). */
function wholeOnIndexZero(calls: WireCall[]) {
  return [
    ...calls.map((call) =>
      toolDelta({ index: 0, id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } }),
    ),
    FINISH,
  ];
}

/** Emits cumulative snapshots: each emission re-sends every call so far at its own index. */
function cumulativeArrays(calls: WireCall[]) {
  const chunks: unknown[] = [];
  const seenIds: string[] = [];
  let snapshot: Record<string, unknown>[] = [];
  for (const call of calls) {
    if (!seenIds.includes(call.id)) {
      seenIds.push(call.id);
      snapshot = [
        ...snapshot,
        {
          index: snapshot.length,
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: call.arguments },
        },
      ];
      chunks.push({ choices: [{ index: 0, delta: { tool_calls: snapshot }, finish_reason: null }] });
    }
  }
  return [...chunks, FINISH];
}

/** Assembles chunks into one turn. */
function assemble(chunks: unknown[]) {
  const assembler = createOpenAiChatAssembler();
  for (const chunk of chunks) assembler.push(chunk);
  return assembler.finish();
}

describe('case 18: duplicate tool call ids', () => {
  const duplicates = CASE.input.assistant_turn_tool_calls as WireCall[];

  for (const [label, encode] of [
    ['streamed on two indexes', streamedChunks],
    ['whole calls on index 0', wholeOnIndexZero],
  ] as const) {
    it(`${label}: the reused id is passed on with a notice, and the harness refuses the second call`, async () => {
      const turn = assemble(encode(duplicates));
      expect(turn.toolCalls.map((call) => call.toolCallId)).toEqual(['call_dup1', 'call_dup1']);
      expect(turn.toolCalls.map((call) => call.argumentsText)).toEqual(duplicates.map((call) => call.arguments));
      expect(turn.notices.some((notice) => notice.includes('call_dup1'))).toBe(true);

      const { results, seen } = await runThroughHarness(turn.toolCalls, turn.finishReason);
      expect(results[0]?.observation.status).toBe('ok');
      const second = results[1]?.observation;
      assert(second);
      expect(second.status).toBe('repair_required');
      if (second.status === 'repair_required') expect(second.violation_type).toBe(expected.violation);
      // The first (alpha) runs once; the second (beta) never.
      expect(seen).toEqual([{ host: 'alpha.example' }]);
    });
  }

  const cumulative = CASE.input.variants.find(
    (variant: { label: string }) => variant.label === 'cumulative_snapshots_reemitted',
  );
  for (const [label, encode] of [
    ['cumulative arrays', cumulativeArrays],
    ['each emission on index 0', wholeOnIndexZero],
  ] as const) {
    it(`cumulative snapshots (${label}): collapsed to three calls, each run once`, async () => {
      const chunks =
        label === 'cumulative arrays' ? encode(cumulative.emitted_in_order) : encode(cumulative.emitted_in_order);
      const turn = assemble(chunks);
      const outcome = expected.variants.cumulative_snapshots_reemitted;
      expect(turn.toolCalls).toHaveLength(outcome.calls);
      expect(turn.toolCalls.map((call) => call.toolCallId)).toEqual(['toolu_r1', 'toolu_r2', 'toolu_r3']);
      const { results, seen } = await runThroughHarness(turn.toolCalls, turn.finishReason);
      expect(results.map((result) => result.observation.status)).toEqual(['ok', 'ok', 'ok']);
      expect(seen).toEqual([{ host: 'alpha.example' }, { host: 'beta.example' }, { host: 'gamma.example' }]);
    });
  }

  const later = CASE.input.variants.find(
    (variant: { label: string }) => variant.label === 'same_id_same_name_different_arguments_later',
  );
  for (const [label, encode] of [
    ['whole calls on index 0', wholeOnIndexZero],
    ['streamed on two indexes', streamedChunks],
  ] as const) {
    it(`same id, different arguments later (${label}): DUPLICATE_CALL_ID, first occurrence only`, async () => {
      const turn = assemble(encode(later.emitted_in_order));
      expect(turn.toolCalls.map((call) => call.toolCallId)).toEqual(['toolu_r1', 'toolu_r1']);
      expect(turn.toolCalls.map((call) => call.argumentsText)).toEqual(
        later.emitted_in_order.map((call: WireCall) => call.arguments),
      );
      const { results, seen } = await runThroughHarness(turn.toolCalls, turn.finishReason);
      const second = results[1]?.observation;
      assert(second);
      expect(second.status).toBe('repair_required');
      if (second.status === 'repair_required')
        expect(second.violation_type).toBe(expected.variants.same_id_same_name_different_arguments_later.violation);
      expect(seen).toEqual([{ host: 'alpha.example' }]);
    });
  }
});
