import { describe, expect, it } from 'vitest';
import { DEFAULT_BUDGETS, resolveBudgets } from '../../../src/contract';
import {
  applyEvaluation,
  checkEvaluation,
  createProgressState,
  enterTurn,
  recordEvidence,
  recordExecuted,
  toRunState,
  turnKeyOf,
} from '../../../src/worker/protocol/progress-tracker';

const budgets = resolveBudgets({});

describe('checkEvaluation', () => {
  it('asks for the evaluation of the FOUND call of the previous turn', () => {
    const state = createProgressState();
    enterTurn(state, 't1');
    recordEvidence(state, 'c1', 'FOUND', budgets);
    enterTurn(state, 't2');
    const missing = checkEvaluation(state, null);
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.violation.code).toBe('EVALUATION_MISSING');
      expect(missing.violation.expectedToolCallId).toBe('c1');
    }
    const mismatch = checkEvaluation(state, { tool_call_id: 'c0', evaluation: 'GAINED' });
    expect(!mismatch.ok && mismatch.violation.code).toBe('EVALUATION_ID_MISMATCH');
    expect(checkEvaluation(state, { tool_call_id: 'c1', evaluation: 'GAINED' }).ok).toBe(true);
  });

  it('does not ask a later call of the same turn to evaluate a FOUND call of that turn', () => {
    const state = createProgressState();
    enterTurn(state, 't1');
    recordEvidence(state, 'c1', 'FOUND', budgets);
    expect(checkEvaluation(state, null)).toEqual({ ok: true, value: { ignored: false } });
  });

  it('lets later calls of a turn repeat the counted evaluation or send null, and refuses another id', () => {
    const state = createProgressState();
    enterTurn(state, 't1');
    recordEvidence(state, 'c1', 'FOUND', budgets);
    enterTurn(state, 't2');
    applyEvaluation(state, { tool_call_id: 'c1', evaluation: 'GAINED' }, budgets);
    expect(checkEvaluation(state, null).ok).toBe(true);
    expect(checkEvaluation(state, { tool_call_id: 'c1', evaluation: 'GAINED' }).ok).toBe(true);
    const other = checkEvaluation(state, { tool_call_id: 'c7', evaluation: 'NO_GAIN' });
    expect(!other.ok && other.violation.code).toBe('EVALUATION_ID_MISMATCH');
  });

  it('ignores (and notes) an evaluation when nothing is pending', () => {
    const state = createProgressState();
    enterTurn(state, 't1');
    const checked = checkEvaluation(state, { tool_call_id: 'x', evaluation: 'GAINED' });
    expect(checked).toMatchObject({ ok: true, value: { ignored: true } });
    expect(checked.ok && checked.value.reason).toMatch(/No call was pending evaluation/);
  });

  it('ignores a verdict that contradicts the evaluation already counted in the turn, naming both', () => {
    const state = createProgressState();
    enterTurn(state, 't1');
    recordEvidence(state, 'c1', 'FOUND', budgets);
    enterTurn(state, 't2');
    applyEvaluation(state, { tool_call_id: 'c1', evaluation: 'GAINED' }, budgets);
    const contradicting = checkEvaluation(state, { tool_call_id: 'c1', evaluation: 'NO_GAIN' });
    expect(contradicting.ok && contradicting.value.apply).toBeUndefined();
    expect(contradicting.ok && contradicting.value.reason).toBe(
      'c1 was already evaluated GAINED in this turn; this NO_GAIN was ignored.',
    );
    expect(checkEvaluation(state, { tool_call_id: 'c1', evaluation: 'GAINED' })).toEqual({
      ok: true,
      value: { ignored: false },
    });
    enterTurn(state, 't3');
    expect(checkEvaluation(state, { tool_call_id: 'c1', evaluation: 'NO_GAIN' }).ok && true).toBe(true);
  });

  it('says a FOUND call of this same turn is evaluated by the next turn', () => {
    const state = createProgressState();
    enterTurn(state, 't1');
    recordEvidence(state, 'c1', 'FOUND', budgets);
    const checked = checkEvaluation(state, { tool_call_id: 'c1', evaluation: 'GAINED' });
    expect(checked.ok && checked.value.ignored).toBe(true);
    expect(checked.ok && checked.value.reason).toMatch(
      /c1 belongs to this turn: it is evaluated by the first evidence call of the next turn/,
    );
  });
});

describe('recordEvidence', () => {
  it('makes the last of several FOUND calls of one turn the pending one and records the others unevaluated', () => {
    const state = createProgressState();
    enterTurn(state, 't1');
    recordEvidence(state, 'a', 'FOUND', budgets);
    recordEvidence(state, 'b', 'FOUND', budgets);
    enterTurn(state, 't2');
    expect(state.pending).toBe('b');
    expect(state.unevaluated).toEqual(['a']);
  });

  it('saturates the run after noGainStreak consecutive NO_GAIN, and GAINED resets the streak', () => {
    const state = createProgressState();
    recordEvidence(state, 'a', 'NO_EVIDENCE', budgets);
    recordEvidence(state, 'b', 'NO_EVIDENCE', budgets);
    applyEvaluation(state, { tool_call_id: 'z', evaluation: 'GAINED' }, budgets);
    expect(state.streak).toBe(0);
    recordEvidence(state, 'c', 'NO_EVIDENCE', budgets);
    recordEvidence(state, 'd', 'NO_EVIDENCE', budgets);
    expect(state.saturated).toBeUndefined();
    recordEvidence(state, 'e', 'NO_EVIDENCE', budgets);
    expect(state.saturated).toBe('NO_GAIN_STREAK');
    expect(toRunState(state, budgets, 0)).toMatchObject({
      stop_required: true,
      reason: 'NO_GAIN_STREAK',
      no_gain_streak: 3,
    });
  });
});

describe('recordExecuted', () => {
  it('saturates on the call that reaches maxEvidenceCalls', () => {
    const state = createProgressState();
    const small = { ...DEFAULT_BUDGETS, maxEvidenceCalls: 2 };
    recordExecuted(state, small);
    expect(state.saturated).toBeUndefined();
    recordExecuted(state, small);
    expect(state.saturated).toBe('EVIDENCE_BUDGET_EXHAUSTED');
    expect(toRunState(state, small, 10).evidence_calls_left).toBe(0);
  });
});

describe('toRunState', () => {
  it('reports the bytes left in the run byte budget and the pending call', () => {
    const state = createProgressState();
    enterTurn(state, turnKeyOf('c1', undefined));
    recordEvidence(state, 'c1', 'FOUND', budgets);
    const runState = toRunState(state, budgets, 1000);
    expect(runState.run_bytes_left).toBe(budgets.runByteBudget - 1000);
    expect(runState.pending_tool_call_id).toBe('c1');
  });
});
