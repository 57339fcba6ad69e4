import { assert, describe, expect, it } from 'vitest';
import type { TimelineEvent } from '../../../../src/contract';
import {
  layoutBand,
  laneIndex,
  phaseBlocks,
  refusalOf,
  MIN_BAR_FRACTION,
} from '../../../../src/app/components/timeline/lane-layout';

const ev = (
  seq: number,
  stage: TimelineEvent['stage'],
  lane: TimelineEvent['lane'],
  at: number,
  extra: Partial<TimelineEvent> = {},
): TimelineEvent => ({
  runId: 'r',
  callId: 'c1',
  seq,
  at,
  lane,
  stage,
  status: 'pass',
  ...extra,
});

describe('lane placement', () => {
  it('puts each stage in the column of its lane, in seed 000 order', () => {
    expect(laneIndex('model')).toBe(0);
    expect(laneIndex('loop')).toBe(1);
    expect(laneIndex('interceptor')).toBe(2);
    expect(laneIndex('registry')).toBe(3);
    expect(laneIndex('boundary')).toBe(4);
    expect(laneIndex('backend')).toBe(5);
    expect(laneIndex('progress')).toBe(6);
  });

  it('orders events by time, keeps arrival order on ties, and sizes bars by duration', () => {
    const layout = layoutBand([
      ev(3, 'execute', 'backend', 2, { durationMs: 6 }),
      ev(1, 'supports', 'registry', 0, { durationMs: 1 }),
      ev(2, 'parse', 'interceptor', 0, { durationMs: 1 }),
      ev(4, 'observe', 'interceptor', 8, { durationMs: 2 }),
    ]);
    expect(layout.events.map((p) => p.event.stage)).toEqual(['supports', 'parse', 'execute', 'observe']);
    expect(layout.spanMs).toBe(10);
    const execute = layout.events[2];
    assert(execute);
    expect(execute.laneIndex).toBe(5);
    expect(execute.start).toBeCloseTo(0.2);
    expect(execute.width).toBeCloseTo(0.6);
    expect(execute.phase).toBe('B');
  });

  it('keeps instant steps visible and inside the bar', () => {
    const layout = layoutBand([ev(1, 'supports', 'registry', 0), ev(2, 'parse', 'interceptor', 0)]);
    expect(layout.spanMs).toBe(0);
    for (const placed of layout.events) {
      expect(placed.width).toBeGreaterThanOrEqual(MIN_BAR_FRACTION);
      expect(placed.start + placed.width).toBeLessThanOrEqual(1);
    }
  });

  it('shades phases A/B/C as blocks of consecutive lines; page events have no phase', () => {
    const layout = layoutBand([
      ev(1, 'loop-dispatch', 'loop', 0, { status: 'info' }),
      ev(2, 'supports', 'registry', 1),
      ev(3, 'parse', 'interceptor', 2),
      ev(4, 'preflight', 'boundary', 3),
      ev(5, 'execute', 'backend', 4),
      ev(6, 'dual-source', 'interceptor', 5),
    ]);
    expect(layout.events[0]?.phase).toBeUndefined();
    expect(layout.phases).toEqual([
      { phase: 'A', from: 1, to: 2 },
      { phase: 'B', from: 3, to: 4 },
      { phase: 'C', from: 5, to: 5 },
    ]);
    expect(phaseBlocks([{ phase: 'A' }, {}, { phase: 'A' }])).toHaveLength(2);
  });

  it('finds the refusal of a refused call with its code', () => {
    const events = [
      ev(1, 'supports', 'registry', 0),
      ev(2, 'parse', 'interceptor', 1, { status: 'fail', code: 'INVALID_JSON' }),
    ];
    expect(refusalOf(events)?.code).toBe('INVALID_JSON');
    expect(refusalOf([ev(1, 'supports', 'registry', 0)])).toBeUndefined();
  });
});
