/**
 * Pins the HarnessApi surface (STYLE.md §3.5): the names of DESIGN.md §4.1 are fixed because outside
 * tests call them. `expectTypeOf` is checked by `npm run typecheck`; the runtime part checks createHarness
 * has every method.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { HarnessApi, InvokeResult, ModelObservation, RegisterReport, RunSummary } from '../../src/contract';
import { createHarness } from '../../src/worker/harness';

describe('HarnessApi', () => {
  it('has exactly the methods of DESIGN §4.1, each returning a promise of contract data', () => {
    expectTypeOf<HarnessApi['invoke']>().returns.resolves.toEqualTypeOf<InvokeResult>();
    expectTypeOf<HarnessApi['registerTools']>().returns.resolves.toEqualTypeOf<RegisterReport>();
    expectTypeOf<HarnessApi['endRun']>().returns.resolves.toEqualTypeOf<RunSummary>();
    expectTypeOf<InvokeResult['observation']>().toEqualTypeOf<ModelObservation>();
    const harness = createHarness();
    expect(Object.keys(harness).sort()).toEqual([
      'cancel',
      'endRun',
      'exportTools',
      'invoke',
      'listTools',
      'registerSkills',
      'registerTools',
      'setApprover',
      'startRun',
      'subscribe',
      'unsubscribe',
    ]);
  });
});
