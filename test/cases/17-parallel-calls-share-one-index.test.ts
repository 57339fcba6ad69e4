/**
 * Shared case 17 (stream, OpenAI wire format): two parallel calls streamed on one tool_calls index
 * without ids. The second name is reported, not appended ('fetch_pagesearch_web' never appears); the
 * joined '{...}{...}' goes to the harness, which refuses it with TRAILING_TOKENS at the start of the
 * second object; neither tool runs. Control: distinct indexes give two accepted calls.
 */
import { readFileSync } from 'node:fs';
import { casePath } from './support/load-case';
import { runTurnThroughHarness, type TurnCall } from './support/run-turn';
import { assert, describe, expect, it } from 'vitest';
import { createOpenAiChatAssembler } from '../../src/app/llm/stream/openai-chat-assembler';

const CASE = JSON.parse(readFileSync(casePath('17-parallel-calls-share-one-index.json'), 'utf8'));
const expected = CASE.expected;
const tools = CASE.input.tools as { name: string }[];

/** Runs calls of one turn through a fresh harness with counting evidence backends. */
function runThroughHarness(calls: TurnCall[], finishReason: string) {
  return runTurnThroughHarness(tools, calls, finishReason);
}

/** Assembles the given chunks into one turn. */
function assemble(chunks: unknown[]) {
  const assembler = createOpenAiChatAssembler();
  for (const chunk of chunks) assembler.push(chunk);
  return assembler.finish();
}

const FIRST = '{"previous_observation":null,"input":{"url":"https://example.org/a"}}';
const SECOND = '{"previous_observation":null,"input":{"query":"tide tables"}}';

describe('case 17: parallel calls share one index', () => {
  it('the second name is reported, not appended; the arguments are joined as they came', () => {
    const turn = assemble(CASE.input.chunks);
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.toolCalls[0]?.toolName).toBe('fetch_page');
    expect(turn.toolCalls[0]?.toolCallId).toBe('call_p1');
    expect(turn.toolCalls[0]?.argumentsText).toBe(FIRST + SECOND);
    expect(JSON.stringify(turn)).not.toContain('fetch_pagesearch_web');
    expect(turn.notices.some((notice) => notice.includes('search_web'))).toBe(true);
  });

  it('the same fault without any id: a generated id, the same joined text', () => {
    const chunks = structuredClone(CASE.input.chunks);
    delete chunks[0].choices[0].delta.tool_calls[0].id;
    const turn = assemble(chunks);
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.toolCalls[0]?.toolCallId).toMatch(/^call_\d+$/);
    expect(turn.toolCalls[0]?.argumentsText).toBe(FIRST + SECOND);
  });

  it(`the harness refuses the joined text with ${expected.violation} at the second object; nothing runs`, async () => {
    const turn = assemble(CASE.input.chunks);
    const { results, seen } = await runThroughHarness(turn.toolCalls, turn.finishReason);
    const observation = results[0]?.observation;
    assert(observation);
    expect(expected.outcome).toBe('rejected');
    expect(observation.status).toBe('repair_required');
    if (observation.status !== 'repair_required') return;
    expect(observation.violation_type).toBe(expected.violation);
    expect(observation.errors[0]?.offset).toBe(FIRST.length);
    expect(seen.fetch_page ?? []).toHaveLength(0);
    expect(seen.search_web ?? []).toHaveLength(0);
  });

  it('control: distinct indexes give two calls, both accepted and run', async () => {
    const variant = CASE.input.variants[0];
    const outcome = expected.variants[variant.label];
    const turn = assemble(variant.chunks);
    expect(turn.toolCalls.map((call) => call.toolName)).toEqual(['fetch_page', 'search_web']);
    expect(turn.toolCalls).toHaveLength(outcome.calls);
    const { results, seen } = await runThroughHarness(turn.toolCalls, turn.finishReason);
    expect(results.map((result) => result.observation.status)).toEqual(['ok', 'ok']);
    expect([...(seen.fetch_page ?? []), ...(seen.search_web ?? [])]).toEqual(outcome.inputs_seen_by_tools);
  });
});
