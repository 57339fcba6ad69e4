/**
 * Paging a 10,000-call run (110,000 events) with filters: the windows are right, and
 * the timings are printed (not asserted — the bench reports them).
 */
import { describe, expect, it } from 'vitest';
import { STAGES, STAGE_LANE } from '../../../src/contract';
import type { InvokeResult, TimelineEvent } from '../../../src/contract';
import { createRecordStore } from '../../../src/worker/record/record-store';
import { queryCalls, queryEvents } from '../../../src/worker/timeline/timeline-query';

function syntheticCall(runId: string, i: number): InvokeResult {
  const callId = `call_${i}`;
  const failing = i % 10 === 0; // every tenth call refused at parse
  const stages = failing ? STAGES.slice(0, 2) : STAGES;
  const events: TimelineEvent[] = stages.map((stage, k) => ({
    runId,
    callId,
    callKey: `${runId}#${i}`,
    seq: i * 11 + k,
    at: i * 5 + k * 0.4,
    lane: STAGE_LANE[stage],
    stage,
    status: failing && stage === 'parse' ? 'fail' : 'pass',
    durationMs: 0.3,
    bytes: 100,
    ...(failing && stage === 'parse' ? { code: 'INVALID_JSON' as const } : {}),
  }));
  const observation = failing
    ? {
        status: 'repair_required' as const,
        tool_call_id: callId,
        tool: 'find',
        violation_type: 'INVALID_JSON' as const,
        instruction: 'Fix it.',
        errors: [{ pointer: '', message: 'bad' }],
      }
    : {
        status: 'ok' as const,
        tool_call_id: callId,
        tool: i % 2 ? 'find' : 'read',
        result: { text: i === 4321 ? 'needle-in-observation' : 'plain' },
        truncated: false,
      };
  return { toolCallId: callId, toolName: 'find', callKey: `${runId}#${i}`, observation, events };
}

describe('timeline paging at 10,000 calls', () => {
  it('pages calls and events with filters in a few milliseconds', async () => {
    const store = createRecordStore();
    store.startRun({ runId: 'big', kind: 'model', startedAt: 0 });
    for (let i = 1; i <= 10_000; i++)
      store.recordCall(
        { runId: 'big', toolCallId: `call_${i}`, toolName: 'find', argumentsText: '{}' },
        syntheticCall('big', i),
      );
    const run = (await store.open('big'))!;
    const time = <T>(label: string, fn: () => T): T => {
      const started = performance.now();
      const out = fn();
      console.log(`${label}: ${(performance.now() - started).toFixed(2)} ms`);
      return out;
    };
    expect(run.events.length).toBe(9000 * 11 + 1000 * 2);
    const first = time('calls, no filter, window 100 @ 5000', () => queryCalls(run, { offset: 5000, limit: 100 }));
    expect(first.total).toBe(10_000);
    expect(first.calls[0]).toMatchObject({ index: 5001, callId: 'call_5001' });
    const byCode = time('calls by code (first window, scan)', () =>
      queryCalls(run, { offset: 0, limit: 50, filter: { code: 'INVALID_JSON' } }),
    );
    expect(byCode.total).toBe(1000);
    expect(byCode.calls.every((c) => c.code === 'INVALID_JSON' && c.phase === 'A')).toBe(true);
    time('calls by code (next window, cached)', () =>
      queryCalls(run, { offset: 500, limit: 50, filter: { code: 'INVALID_JSON' } }),
    );
    const phaseB = queryCalls(run, { offset: 0, limit: 10, filter: { phase: 'C', tool: 'read' } });
    expect(phaseB.total).toBe(4000); // even i, not a multiple of 10
    const text = time('calls by observation text', () =>
      queryCalls(run, { offset: 0, limit: 10, filter: { text: 'NEEDLE-in' } }),
    );
    expect(text.calls.map((c) => c.callId)).toEqual(['call_4321']);
    const events = time('events, no filter, window 200 @ 100000', () =>
      queryEvents(run, { offset: 100_000, limit: 200 }),
    );
    expect(events.events.length).toBe(200);
    const oneCall = time('events by call id (from the call index)', () =>
      queryEvents(run, { offset: 0, limit: 50, filter: { callId: 'call_777' } }),
    );
    expect(oneCall.events.map((e) => e.stage)).toEqual([...STAGES]);
    const failed = time('events by status fail', () =>
      queryEvents(run, { offset: 0, limit: 50, filter: { eventStatus: 'fail' } }),
    );
    expect(failed.total).toBe(1000);
    const item = (await store.listRuns())[0];
    expect(item).toMatchObject({ runId: 'big', calls: 10_000, codes: ['INVALID_JSON'], status: 'running' });
  });
});
