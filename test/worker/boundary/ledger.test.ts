import { describe, expect, it } from 'vitest';
import { reduceLedger } from '../../../src/worker/boundary/ledger';

describe('reduceLedger', () => {
  it('moves PROJECTING → READY and keeps the history with times', () => {
    const begun = reduceLedger(undefined, { type: 'begin', toolCallId: 'c', at: 1 });
    const ready = reduceLedger(begun, { type: 'ready', at: 5 });
    expect(ready.state).toBe('READY');
    expect(ready.history).toEqual([
      { state: 'PROJECTING', at: 1 },
      { state: 'READY', at: 5 },
    ]);
  });
  it('refuses to leave a final state (a bug, so it throws)', () => {
    const error = reduceLedger(reduceLedger(undefined, { type: 'begin', toolCallId: 'c', at: 0 }), {
      type: 'error',
      code: 'RAW_TOO_LARGE',
      at: 1,
    });
    expect(error.code).toBe('RAW_TOO_LARGE');
    expect(() => reduceLedger(error, { type: 'ready', at: 2 })).toThrow();
  });
});
