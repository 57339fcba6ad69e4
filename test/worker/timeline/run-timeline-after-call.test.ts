/**
 * The record after call k (replay, DESIGN §8): k calls, and the model response, request and usage of each
 * turn that produced one of them — also when the page's batched write logged them after later calls —
 * but not those of a later turn.
 */
import { describe, expect, it } from 'vitest';
import type { RecordCall, RecordResponseSummary, RunRecordEvent } from '../../../src/contract/run-record';
import { RunTimeline, timelineAfterCall } from '../../../src/worker/timeline/run-timeline';

const RUN = 'run_t';

function call(n: number, turnId: string): RunRecordEvent {
  const recorded: RecordCall = {
    callKey: `${RUN}#${n}`,
    index: n,
    callId: `call_${n}`,
    turnId,
    toolName: 'find',
    argumentsText: '{}',
    observation: { status: 'ok', tool_call_id: `call_${n}`, tool: 'find' } as unknown as RecordCall['observation'],
    events: [],
  };
  return { type: 'call', call: recorded };
}

function response(turnId: string): RunRecordEvent {
  const summary: RecordResponseSummary = {
    turnId,
    provider: 'offline',
    text: '',
    textChars: 0,
    finishReason: 'tool_calls',
    toolCalls: [],
    toolCallsOmitted: 0,
  };
  return { type: 'response', summary };
}

function timelineOf(events: RunRecordEvent[]): RunTimeline {
  const run = new RunTimeline({ runId: RUN, kind: 'model', startedAt: 0 });
  for (const event of events) run.apply(event);
  return run;
}

describe('timelineAfterCall', () => {
  it("shows a turn's response with the calls it produced, even when it was logged after later calls", () => {
    // turn-1 → call 1; turn-2 → calls 2 and 3; turn-3 → call 4. Responses arrive one call late.
    const run = timelineOf([
      call(1, 'turn-1'),
      call(2, 'turn-2'),
      response('turn-1'),
      { type: 'usage', usage: { turnId: 'turn-1', inputTokens: 10 } },
      call(3, 'turn-2'),
      call(4, 'turn-3'),
      response('turn-2'),
      response('turn-3'),
    ]);
    const turnsAt = (k: number) => (timelineAfterCall(run, k).record.responses ?? []).map((r) => r.turnId);
    expect(turnsAt(1)).toEqual(['turn-1']);
    expect(timelineAfterCall(run, 1).record.usage?.map((u) => u.turnId)).toEqual(['turn-1']);
    expect(timelineAfterCall(run, 1).calls).toHaveLength(1);
    expect(turnsAt(2)).toEqual(['turn-1', 'turn-2']);
    expect(turnsAt(3)).toEqual(['turn-1', 'turn-2']);
    expect(turnsAt(4)).toEqual(['turn-1', 'turn-2', 'turn-3']);
  });
});
