import { describe, expect, it } from 'vitest';
import type { ModelObservation, RepairObservation, RunState } from '../../../../src/contract';
import type { ConversationMessage } from '../../../../src/app/llm/provider';
import {
  buildArguments,
  evaluateCall,
  findToolName,
  isSettled,
  pendingCallId,
  readHistory,
  repairArguments,
  RESULT_LIMIT,
  stopNoteOf,
  type PastCall,
} from '../../../../src/app/llm/providers/offline-protocol';

const RUN_STATE: RunState = { stop_required: false, no_gain_streak: 0, evidence_calls_left: 5, run_bytes_left: 1000 };

function found(id: string, citations: string[], runState: Partial<RunState> = {}): ModelObservation {
  return {
    status: 'ok',
    tool_call_id: id,
    tool: 'lookup_knowledge',
    evidence_status: 'FOUND',
    truncated: false,
    result: { query: 'q', results: citations.map((citation) => ({ citation: `[${citation}]`, snippet: 'Text.' })) },
    run_state: { ...RUN_STATE, ...runState },
  };
}

function repair(id: string, violation: RepairObservation['violation_type'], extra: Partial<RepairObservation> = {}) {
  const observation: RepairObservation = {
    status: 'repair_required',
    tool_call_id: id,
    tool: 'lookup_knowledge',
    violation_type: violation,
    instruction: 'Fix it.',
    errors: [{ pointer: '/input', message: 'wrong' }],
    run_state: RUN_STATE,
    ...extra,
  };
  return observation;
}

/** A conversation: one assistant turn per call, each answered by its observation (when given). */
function conversation(calls: [string, string, ModelObservation?][]): ConversationMessage[] {
  return calls.flatMap(([id, query, observation]): ConversationMessage[] => [
    {
      role: 'assistant',
      content: '',
      toolCalls: [{ toolCallId: id, toolName: 'lookup_knowledge', argumentsText: buildArguments(query, null) }],
    },
    ...(observation
      ? [{ role: 'tool' as const, toolCallId: id, toolName: 'lookup_knowledge', content: JSON.stringify(observation) }]
      : []),
  ]);
}

describe('findToolName', () => {
  it('finds the tool in OpenAI- and Anthropic-format tool lists, or by its prefix', () => {
    expect(findToolName([{ type: 'function', function: { name: 'lookup_knowledge' } }])).toBe('lookup_knowledge');
    expect(findToolName([{ name: 'save_note' }, { name: 'lookup_knowledge' }])).toBe('lookup_knowledge');
    expect(findToolName([{ name: 'lookup_knowledge_v2' }])).toBe('lookup_knowledge_v2');
    expect(findToolName([{ name: 'save_note' }], 'save_note')).toBe('save_note');
    expect(findToolName([{ name: 'other' }, 42, null])).toBeUndefined();
  });
});

describe('readHistory', () => {
  it('pairs each call with its query and observation, in order, and skips unreadable content', () => {
    const messages = conversation([
      ['c1', 'wal mode', found('c1', ['sqlite:wal#1'])],
      ['c2', 'busy timeout'],
    ]);
    messages.push({ role: 'tool', toolCallId: 'c2', toolName: 'lookup_knowledge', content: 'not json' });
    const history = readHistory(messages);
    expect(history.map((past) => [past.call.toolCallId, past.query, past.observation?.status])).toEqual([
      ['c1', 'wal mode', 'ok'],
      ['c2', 'busy timeout', undefined],
    ]);
  });

  it('reads no query from argument text that is not an envelope', () => {
    const history = readHistory([
      { role: 'assistant', content: '', toolCalls: [{ toolCallId: 'c1', toolName: 't', argumentsText: '{oops' }] },
    ]);
    expect(history[0]?.query).toBeUndefined();
  });
});

describe('evaluateCall', () => {
  it('answers GAINED with the count of citations no earlier observation had', () => {
    const history = readHistory(
      conversation([
        ['c1', 'a', found('c1', ['sqlite:wal#1'])],
        ['c2', 'b', found('c2', ['sqlite:wal#1', 'sqlite:wal#2', 'sqlite:lock#1'])],
      ]),
    );
    expect(evaluateCall('c2', history)).toEqual({
      tool_call_id: 'c2',
      evaluation: 'GAINED',
      reason: '2 new citations',
    });
    expect(evaluateCall('c1', history).reason).toBe('1 new citation');
  });

  it('answers NO_GAIN when every citation was seen before, or the call has no observation', () => {
    const history = readHistory(
      conversation([
        ['c1', 'a', found('c1', ['sqlite:wal#1'])],
        ['c2', 'b', found('c2', ['sqlite:wal#1'])],
        ['c3', 'c'],
      ]),
    );
    expect(evaluateCall('c2', history)).toEqual({
      tool_call_id: 'c2',
      evaluation: 'NO_GAIN',
      reason: 'no new citations',
    });
    expect(evaluateCall('c3', history).evaluation).toBe('NO_GAIN');
    expect(evaluateCall('unknown', history).evaluation).toBe('NO_GAIN');
  });
});

describe('pendingCallId and stopNoteOf', () => {
  it('takes the pending call from the latest run state', () => {
    const history = readHistory(
      conversation([
        ['c1', 'a', found('c1', ['x:1'], { pending_tool_call_id: 'c1' })],
        ['c2', 'b', found('c2', ['x:2'], { pending_tool_call_id: 'c2' })],
      ]),
    );
    expect(pendingCallId(history)).toBe('c2');
    expect(pendingCallId([])).toBeUndefined();
  });

  it('says the harness asked to stop, with its reason, and nothing when it did not', () => {
    const stopped = readHistory(
      conversation([['c1', 'a', found('c1', ['x:1'], { stop_required: true, reason: 'NO_GAIN_STREAK' })]]),
    );
    expect(stopNoteOf(stopped)).toBe(
      'The harness asked me to stop searching (NO_GAIN_STREAK), so this answer uses what I found so far.',
    );
    expect(stopNoteOf(readHistory(conversation([['c1', 'a', found('c1', ['x:1'])]])))).toBeUndefined();
  });
});

describe('isSettled', () => {
  const history = (observations: ModelObservation[]): PastCall[] =>
    readHistory(conversation(observations.map((observation, i) => [`c${i}`, 'wal', observation])));

  it('settles a query once a call with it got anything but a repair', () => {
    expect(isSettled('wal', history([repair('c0', 'INVALID_JSON'), found('c1', ['x:1'])]))).toBe(true);
    expect(isSettled('wal', history([repair('c0', 'INVALID_JSON')]))).toBe(false);
    expect(isSettled('other', history([found('c0', ['x:1'])]))).toBe(false);
  });

  it('settles it on a duplicate scope, or after more than two repairs', () => {
    expect(isSettled('wal', history([repair('c0', 'DUPLICATE_SCOPE')]))).toBe(true);
    const twice = [repair('c0', 'INVALID_JSON'), repair('c1', 'INVALID_JSON')];
    expect(isSettled('wal', history(twice))).toBe(false);
    expect(isSettled('wal', history([...twice, repair('c2', 'INVALID_JSON')]))).toBe(true);
  });
});

describe('buildArguments', () => {
  it('writes the envelope with the previous evaluation and the result limit', () => {
    const previous = { tool_call_id: 'c1', evaluation: 'GAINED' as const, reason: '1 new citation' };
    expect(JSON.parse(buildArguments('wal', previous))).toEqual({
      previous_observation: previous,
      input: { query: 'wal', limit: RESULT_LIMIT },
    });
    expect(JSON.parse(buildArguments('wal', null, false))).toEqual({
      previous_observation: null,
      input: { query: 'wal' },
    });
  });
});

describe('repairArguments', () => {
  const lastOf = (observation: ModelObservation, query = 'wal mode'): [PastCall, PastCall[]] => {
    const history = readHistory(
      conversation([
        ['c1', 'first', found('c1', ['x:1'], { pending_tool_call_id: 'c1' })],
        ['c2', query, observation],
      ]),
    );
    return [history[1] as PastCall, history];
  };

  it('resends the same query evaluating the expected call for an envelope or protocol refusal', () => {
    const [last, history] = lastOf(repair('c2', 'EVALUATION_MISSING', { expected_tool_call_id: 'c1' }));
    expect(JSON.parse(repairArguments(last, history) ?? '')).toEqual({
      previous_observation: { tool_call_id: 'c1', evaluation: 'GAINED', reason: '1 new citation' },
      input: { query: 'wal mode', limit: RESULT_LIMIT },
    });
  });

  it('falls back to the pending call of the run state when the refusal names none', () => {
    const [last, history] = lastOf(
      repair('c2', 'INVALID_JSON', { run_state: { ...RUN_STATE, pending_tool_call_id: 'c1' } }),
    );
    expect(JSON.parse(repairArguments(last, history) ?? '').previous_observation.tool_call_id).toBe('c1');
  });

  it('drops the limit when the schema refusal is about it, and keeps the query at 200 characters', () => {
    const long = 'q'.repeat(300);
    const [last, history] = lastOf(
      repair('c2', 'SCHEMA_VIOLATION', { errors: [{ pointer: '/input/limit', message: 'must be <= 10' }] }),
      long,
    );
    expect(JSON.parse(repairArguments(last, history) ?? '').input).toEqual({ query: 'q'.repeat(200) });
  });

  it('shortens the query to 64 characters for a too-large input or request', () => {
    const [last, history] = lastOf(repair('c2', 'INPUT_TOO_LARGE'), 'w'.repeat(100));
    expect(JSON.parse(repairArguments(last, history) ?? '').input.query).toBe('w'.repeat(64));
  });

  it('gives up on a refusal it cannot repair, a call that was not refused, or one without a query', () => {
    expect(repairArguments(...lastOf(repair('c2', 'UNKNOWN_TOOL')))).toBeUndefined();
    expect(repairArguments(...lastOf(found('c2', ['x:2'])))).toBeUndefined();
    const noQuery: PastCall = {
      call: { toolCallId: 'c2', toolName: 'lookup_knowledge', argumentsText: '{}' },
      observation: repair('c2', 'INVALID_JSON'),
    };
    expect(repairArguments(noQuery, [noQuery])).toBeUndefined();
  });
});
