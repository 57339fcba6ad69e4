/**
 * The bounded request, response and usage lists equal the record reducer's lists of the same events
 * applied in log order, whatever order the events are added in — past the 20 and 200 bounds, with
 * several responses for one turn.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reduceRunRecord, type RunRecordEvent } from '../../../src/contract/run-record';
import { TurnLists } from '../../../src/worker/timeline/turn-lists';

const start = { runId: 'run_l', kind: 'model' as const, startedAt: 0 };

const turnEvent: fc.Arbitrary<RunRecordEvent> = fc
  .tuple(fc.constantFrom('request', 'response', 'usage', 'usage'), fc.oneof(fc.nat(3), fc.nat(40)), fc.nat(999))
  .map(([type, turn, note]): RunRecordEvent => {
    const turnId = `turn-${turn}`;
    if (type === 'usage') return { type, usage: { turnId, inputTokens: note } };
    return { type, summary: { turnId, text: `t${note}` } } as never;
  });

describe('TurnLists', () => {
  it("holds the reducer's lists of the events added, added in any order", () => {
    fc.assert(
      fc.property(
        fc
          .array(turnEvent, { maxLength: 700 })
          .chain((log) => fc.tuple(fc.constant(log), fc.shuffledSubarray([...log.keys()]))),
        ([log, added]) => {
          const lists = new TurnLists(log);
          for (const position of added) lists.add(position);
          const sorted = [...added].sort((a, b) => a - b);
          const { requests, responses, usage } = reduceRunRecord(
            start,
            sorted.map((position) => log[position]!),
          );
          expect(lists.values()).toEqual({ requests, responses, usage });
          const snapshot = lists.snapshot();
          lists.add(log.length - 1);
          lists.restore(snapshot);
          expect(lists.values()).toEqual({ requests, responses, usage });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps a turn's later response when its earlier one is added after it", () => {
    const log = [
      { type: 'response', summary: { turnId: 'a', text: 'first' } },
      { type: 'response', summary: { turnId: 'a', text: 'second' } },
    ] as never[];
    const lists = new TurnLists(log);
    lists.add(1);
    lists.add(0);
    expect(lists.values().responses).toEqual([{ turnId: 'a', text: 'second' }]);
  });
});
