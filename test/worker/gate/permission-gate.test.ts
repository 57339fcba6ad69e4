/** One test per row of the gate table of DESIGN.md §5.6; tools differ only in descriptor fields. */
import { describe, expect, it } from 'vitest';
import { decidePermission } from '../../../src/worker/gate/permission-gate';

const fields = (
  overrides: Partial<{ availableInPlanMode: boolean; requiresPlanApproval: boolean; requiresConfirmation: boolean }>,
) => ({
  availableInPlanMode: false,
  requiresPlanApproval: true,
  requiresConfirmation: false,
  ...overrides,
});

describe('decidePermission', () => {
  it('plan mode off + requiresConfirmation → ask (confirmation)', () => {
    expect(decidePermission(fields({ requiresConfirmation: true }), false)).toEqual({
      kind: 'ask',
      reason: 'confirmation',
    });
  });
  it('plan mode off + otherwise → allow, even for a high-risk tool not available in plan mode', () => {
    expect(decidePermission(fields({}), false)).toEqual({ kind: 'allow' });
  });
  it('plan mode on + availableInPlanMode and not requiresPlanApproval → allow', () => {
    expect(decidePermission(fields({ availableInPlanMode: true, requiresPlanApproval: false }), true)).toEqual({
      kind: 'allow',
    });
  });
  it('plan mode on + availableInPlanMode + requiresConfirmation → ask (confirmation)', () => {
    expect(
      decidePermission(
        fields({ availableInPlanMode: true, requiresPlanApproval: false, requiresConfirmation: true }),
        true,
      ),
    ).toEqual({ kind: 'ask', reason: 'confirmation' });
  });
  it('plan mode on + otherwise → ask for plan approval', () => {
    expect(decidePermission(fields({}), true)).toEqual({ kind: 'ask', reason: 'plan-mode' });
    expect(decidePermission(fields({ availableInPlanMode: true, requiresPlanApproval: true }), true)).toEqual({
      kind: 'ask',
      reason: 'plan-mode',
    });
  });
});
