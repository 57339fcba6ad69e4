import { beforeEach, describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../src/app/store';
import type { StandingGrant } from '../../../src/app/store/grant-slice';

const grant = (id: string, extra: Partial<StandingGrant> = {}): StandingGrant => ({
  id,
  scope: 'run',
  toolName: 'save_note',
  source: 'builtin',
  reason: 'confirmation',
  runId: 'r1',
  grantedAt: 1,
  ...extra,
});

const ids = () => useConsoleStore.getState().grants.map((g) => g.id);

describe('grant slice', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('replaces an equal grant instead of listing it twice', () => {
    const { addGrant } = useConsoleStore.getState();
    addGrant(grant('g1'));
    addGrant(grant('g2'));
    addGrant(grant('g3', { runId: 'r2' }));
    expect(ids()).toEqual(['g2', 'g3']);
  });

  it('revokes one grant by id', () => {
    const { addGrant, revokeGrant } = useConsoleStore.getState();
    addGrant(grant('g1'));
    addGrant(grant('g2', { toolName: 'delete_note' }));
    revokeGrant('g1');
    expect(ids()).toEqual(['g2']);
  });

  it('drops only the run grants of the run that ended, keeping tool-source grants', () => {
    const { addGrant, dropRunGrants } = useConsoleStore.getState();
    addGrant(grant('run1'));
    addGrant(grant('run2', { runId: 'r2' }));
    addGrant(grant('standing', { scope: 'tool-source', runId: 'r1' }));
    dropRunGrants('r1');
    expect(ids()).toEqual(['run2', 'standing']);
  });

  it('keeps at most 100 grants, dropping the oldest', () => {
    const { addGrant } = useConsoleStore.getState();
    for (let i = 0; i < 105; i += 1) addGrant(grant(`g${i}`, { toolName: `tool_${i}` }));
    expect(ids()).toHaveLength(100);
    expect(ids()[0]).toBe('g5');
  });
});
