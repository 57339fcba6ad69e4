import { describe, expect, it } from 'vitest';
import { resolveBudgets } from '../../../src/contract';
import { checkProtocolCountingDuplicate } from '../../../src/worker/protocol/check-protocol';
import {
  createProgressState,
  enterTurn,
  recordEvidence,
  toRunState,
} from '../../../src/worker/protocol/progress-tracker';
import { scopeKeyOf } from '../../../src/worker/protocol/scope-dedupe';

const budgets = resolveBudgets({});

/** A run whose turn t1 found evidence with call c1, now in turn t2. */
function afterFound() {
  const state = createProgressState();
  enterTurn(state, 't1');
  recordEvidence(state, 'c1', 'FOUND', budgets);
  enterTurn(state, 't2');
  return state;
}

const call = (input: unknown, evaluation: { tool_call_id: string; evaluation: 'GAINED' | 'NO_GAIN' } | null) => ({
  toolName: 'lookup_knowledge',
  input,
  evaluation,
});

describe('checkProtocolCountingDuplicate', () => {
  it('passes a call that evaluates the pending call and asks something new, giving its scope key', () => {
    const result = checkProtocolCountingDuplicate(
      afterFound(),
      new Set(),
      call({ query: 'wal' }, { tool_call_id: 'c1', evaluation: 'GAINED' }),
      budgets,
    );
    expect(result).toMatchObject({ ok: true, value: { scopeKey: scopeKeyOf('lookup_knowledge', { query: 'wal' }) } });
  });

  it('refuses a missing evaluation first, before looking at the scope, and leaves the streak alone', () => {
    const state = afterFound();
    const scopes = new Set([scopeKeyOf('lookup_knowledge', { query: 'wal' })]);
    const result = checkProtocolCountingDuplicate(state, scopes, call({ query: 'wal' }, null), budgets);
    expect(!result.ok && result.violation.code).toBe('EVALUATION_MISSING');
    expect(toRunState(state, budgets, 0).no_gain_streak).toBe(0);
  });

  it('refuses a repeated scope with DUPLICATE_SCOPE and counts it as NO_GAIN', () => {
    const state = createProgressState();
    enterTurn(state, 't1');
    const scopes = new Set([scopeKeyOf('lookup_knowledge', { query: 'wal' })]);
    const result = checkProtocolCountingDuplicate(state, scopes, call({ query: 'wal' }, null), budgets);
    expect(!result.ok && result.violation.code).toBe('DUPLICATE_SCOPE');
    expect(toRunState(state, budgets, 0).no_gain_streak).toBe(1);
  });

  it('sees the same input with members in another order as the same scope', () => {
    const state = createProgressState();
    enterTurn(state, 't1');
    const scopes = new Set([scopeKeyOf('lookup_knowledge', { query: 'wal', limit: 3 })]);
    const result = checkProtocolCountingDuplicate(state, scopes, call({ limit: 3, query: 'wal' }, null), budgets);
    expect(!result.ok && result.violation.code).toBe('DUPLICATE_SCOPE');
  });
});
