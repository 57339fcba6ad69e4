import { describe, expect, it } from 'vitest';
import { STAGES, type TimelineEvent } from '../../../../src/contract';
import { rowSentence, stageWords } from '../../../../src/app/components/timeline/stage-words';
import { inFlightCalls } from '../../../../src/app/components/timeline/in-flight';
import type { ObservationEntry } from '../../../../src/app/store';
import type { TimelineEntry } from '../../../../src/app/store/timeline-slice';

const event = (patch: Partial<TimelineEvent>): TimelineEvent => ({
  runId: 'run_1',
  seq: 1,
  at: 0,
  lane: 'progress',
  stage: 'record',
  status: 'pass',
  ...patch,
});

describe('stage words', () => {
  it('names every journey stage and the call-level live stages in words, not by its id', () => {
    for (const stage of [...STAGES, 'loop-dispatch', 'backend-progress', 'approval-request'])
      expect(stageWords(stage)).not.toBe(stage);
  });

  it('writes a refusal as its code and sentence', () => {
    expect(rowSentence(event({ stage: 'parse', status: 'fail', code: 'INVALID_JSON' }))).toBe(
      'INVALID_JSON: The tool arguments were not valid JSON.',
    );
  });

  it('puts the saturation, the NO_GAIN streak and the stop reason on the row that reports them', () => {
    expect(rowSentence(event({ detail: { streak: 2, saturated: 'NO_GAIN' } }))).toMatch(
      /^Run saturated: NO_GAIN.* · No new evidence 2 calls in a row \(NO_GAIN streak\)$/,
    );
    expect(
      rowSentence(event({ stage: 'supports', status: 'fail', code: 'STOP_REQUIRED', detail: { reason: 'NO_GAIN' } })),
    ).toContain('Stop reason: NO_GAIN');
    expect(rowSentence(event({ detail: { streak: 0 } }))).toBe('');
  });
});

describe('calls in flight', () => {
  const entry = (key: string, patch: Partial<TimelineEvent>): TimelineEntry => ({
    key,
    origin: 'harness',
    event: event(patch),
  });

  it('lists a dispatched call with its latest progress until one of its stages arrives', () => {
    const running = [
      entry('a', { callId: 'c1', stage: 'loop-dispatch', lane: 'loop', detail: { toolName: 'slow' } }),
      entry('b', { callId: 'c1', stage: 'backend-progress', lane: 'backend', detail: { progress: 3, total: 10 } }),
    ];
    expect(inFlightCalls(running)).toEqual([
      { runId: 'run_1', callId: 'c1', tool: 'slow', progress: 3, total: 10, state: 'running' },
    ]);
    const answered = {
      runId: 'run_1',
      callId: 'c1',
      callKey: 'run_1#1',
      toolName: 'slow',
      observation: { status: 'ok' } as ObservationEntry['observation'],
    };
    expect(inFlightCalls(running, [answered])).toEqual([]);
    // The same tool_call_id sent again is in flight until its own answer arrives.
    const again = [...running, entry('c', { callId: 'c1', stage: 'loop-dispatch', lane: 'loop', seq: 9 })];
    expect(inFlightCalls(again, [answered])).toHaveLength(1);
  });

  it('names the call by its callKey once the worker does, and tells two calls reusing a tool_call_id apart', () => {
    const timeline = [
      entry('a', { callId: 'c1', stage: 'loop-dispatch', lane: 'loop', detail: { toolName: 'slow' } }),
      entry('b', { callId: 'c1', callKey: 'run_1#1', stage: 'backend-progress', detail: { progress: 1, total: 4 } }),
      entry('c', { callId: 'c1', callKey: 'run_1#2', stage: 'backend-progress', detail: { progress: 2 } }),
    ];
    expect(inFlightCalls(timeline)).toEqual([
      { runId: 'run_1', callId: 'c1', callKey: 'run_1#1', tool: 'slow', progress: 1, total: 4, state: 'running' },
      { runId: 'run_1', callId: 'c1', callKey: 'run_1#2', progress: 2, state: 'running' },
    ]);
    const first = {
      runId: 'run_1',
      callId: 'c1',
      callKey: 'run_1#1',
      toolName: 'slow',
      observation: { status: 'ok' } as ObservationEntry['observation'],
    };
    expect(inFlightCalls(timeline, [first]).map((call) => call.callKey)).toEqual(['run_1#2']);
  });
});
