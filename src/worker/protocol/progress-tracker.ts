/**
 * The progress protocol's state machine for one run (DESIGN.md §4.5; seed 000 §4 ⑦): the pending
 * evaluation, turns, the NO_GAIN streak, the evidence budget and saturation. Pure functions over a
 * mutable per-run state object; no I/O. Stage A3 reads it (`checkEvaluation`), B1 applies the
 * evaluation (`applyEvaluation`), C7 records (`recordEvidence`).
 */
import type { Budgets, Evaluation, Outcome, RunState, StopReason } from '../../contract';
import { ok, refuse } from '../../contract';
import { boundCallId } from '../observation/clean-strings';

export interface ProgressState {
  /** A FOUND call of an earlier turn that has not been evaluated yet. */
  pending?: string;
  /** The turn being processed (`turnId`, or `call:<id>` for a call without one). */
  currentTurn?: string;
  /** The last FOUND call of the current turn: it becomes `pending` when the next turn starts. */
  turnFound?: string;
  /** The call whose evaluation already counted in the current turn (later calls may repeat it). */
  evaluatedInTurn?: string;
  /** The verdict that counted for `evaluatedInTurn` (a later contradicting verdict is ignored). */
  evaluatedVerdictInTurn?: Evaluation['evaluation'];
  /** FOUND calls superseded by a later FOUND call of the same turn, never to be evaluated. */
  unevaluated: string[];
  /** Consecutive NO_GAIN. */
  streak: number;
  evidenceExecuted: number;
  gained: number;
  noGain: number;
  saturated?: StopReason;
}

/** A fresh state for a new run. */
export function createProgressState(): ProgressState {
  return { unevaluated: [], streak: 0, evidenceExecuted: 0, gained: 0, noGain: 0 };
}

/** The turn key of a call: its `turnId`, else the call itself (DESIGN §4.5: "every call is its own turn"). */
export function turnKeyOf(toolCallId: string, turnId: string | undefined): string {
  return turnId ?? `call:${toolCallId}`;
}

/**
 * Moves the state into the call's turn. When a new turn starts, the last FOUND call of the previous turn
 * becomes the pending one.
 */
export function enterTurn(state: ProgressState, turnKey: string): void {
  if (state.currentTurn === turnKey) return;
  if (state.turnFound !== undefined) {
    state.pending = state.turnFound;
    state.turnFound = undefined;
  }
  state.currentTurn = turnKey;
  state.evaluatedInTurn = undefined;
  state.evaluatedVerdictInTurn = undefined;
}

/** What stage A3 decided about the envelope's evaluation. */
export interface EvaluationCheck {
  /** The evaluation to count once the call passes B1. */
  apply?: Evaluation;
  /** True when the evaluation was not counted (note EVALUATION_IGNORED). */
  ignored: boolean;
  /** Why it was ignored, for the EVALUATION_IGNORED note's message (set whenever `ignored`). */
  reason?: string;
}

/**
 * Checks `previous_observation` against the pending call (DESIGN §4.5).
 *
 * A repeat of the turn's counted evaluation is accepted silently; a contradicting verdict for the same
 * call, or an evaluation while nothing is pending (including one of a FOUND call of this same turn), is
 * accepted but ignored with a `reason`.
 *
 * @returns the evaluation to apply after B1, or EVALUATION_MISSING / EVALUATION_ID_MISMATCH with
 *   `expectedToolCallId` and pointer `/previous_observation`
 */
export function checkEvaluation(state: ProgressState, evaluation: Evaluation | null): Outcome<EvaluationCheck> {
  if (state.pending !== undefined) {
    const expected = state.pending;
    if (evaluation === null) {
      return refuse({
        code: 'EVALUATION_MISSING',
        message: `previous_observation is null, but call ${expected} returned evidence and has not been evaluated.`,
        pointer: '/previous_observation',
        expectedToolCallId: expected,
      });
    }
    if (evaluation.tool_call_id !== expected) {
      return refuse({
        code: 'EVALUATION_ID_MISMATCH',
        message: `previous_observation evaluates ${evaluation.tool_call_id}, but the pending call is ${expected}.`,
        pointer: '/previous_observation/tool_call_id',
        expectedToolCallId: expected,
      });
    }
    return ok({ apply: evaluation, ignored: false });
  }
  if (evaluation === null) return ok({ ignored: false });
  if (state.evaluatedInTurn !== undefined) {
    if (evaluation.tool_call_id === state.evaluatedInTurn) {
      const counted = state.evaluatedVerdictInTurn;
      if (counted === undefined || counted === evaluation.evaluation) return ok({ ignored: false });
      // DESIGN §4.5: later calls of the turn may REPEAT the evaluation; a contradicting one does not count.
      return ok({
        ignored: true,
        reason: `${evaluation.tool_call_id} was already evaluated ${counted} in this turn; this ${evaluation.evaluation} was ignored.`,
      });
    }
    return refuse({
      code: 'EVALUATION_ID_MISMATCH',
      message: `previous_observation evaluates ${evaluation.tool_call_id}; this turn already evaluated ${state.evaluatedInTurn}: repeat that evaluation or send null.`,
      pointer: '/previous_observation/tool_call_id',
      expectedToolCallId: state.evaluatedInTurn,
    });
  }
  if (evaluation.tool_call_id === state.turnFound) {
    return ok({
      ignored: true,
      reason: `${evaluation.tool_call_id} belongs to this turn: it is evaluated by the first evidence call of the next turn, so previous_observation was ignored.`,
    });
  }
  return ok({ ignored: true, reason: 'No call was pending evaluation, so previous_observation was ignored.' });
}

/** Counts an evaluation once its call passed B1: GAINED resets the streak, NO_GAIN adds to it. */
export function applyEvaluation(state: ProgressState, evaluation: Evaluation, budgets: Budgets): void {
  state.pending = undefined;
  state.evaluatedInTurn = evaluation.tool_call_id;
  state.evaluatedVerdictInTurn = evaluation.evaluation;
  if (evaluation.evaluation === 'GAINED') {
    state.streak = 0;
    state.gained++;
  } else addNoGain(state, budgets);
}

/** DUPLICATE_SCOPE counts as NO_GAIN (DESIGN §4.5). */
export function recordDuplicateScope(state: ProgressState, budgets: Budgets): void {
  addNoGain(state, budgets);
}

/** Counts an executed evidence call; the call that reaches `maxEvidenceCalls` saturates the run. */
export function recordExecuted(state: ProgressState, budgets: Budgets): void {
  state.evidenceExecuted++;
  if (state.evidenceExecuted >= budgets.maxEvidenceCalls) saturate(state, 'EVIDENCE_BUDGET_EXHAUSTED');
}

/**
 * C7 recording of a READY evidence call: NO_EVIDENCE → NO_GAIN at once; FOUND → the turn's pending
 * candidate (an earlier FOUND of the same turn is recorded as unevaluated).
 */
export function recordEvidence(
  state: ProgressState,
  toolCallId: string,
  status: 'FOUND' | 'NO_EVIDENCE',
  budgets: Budgets,
): 'PENDING' | 'NO_GAIN' {
  if (status === 'NO_EVIDENCE') {
    addNoGain(state, budgets);
    return 'NO_GAIN';
  }
  if (state.turnFound !== undefined) state.unevaluated.push(state.turnFound);
  state.turnFound = toolCallId;
  return 'PENDING';
}

/** Marks the run saturated (the first reason wins). */
export function saturate(state: ProgressState, reason: StopReason): void {
  state.saturated ??= reason;
}

/** The `run_state` of an observation (DESIGN §4.2). `bytesReserved` in bytes. */
export function toRunState(state: ProgressState, budgets: Budgets, bytesReserved: number): RunState {
  const runState: RunState = {
    stop_required: state.saturated !== undefined,
    no_gain_streak: state.streak,
    evidence_calls_left: Math.max(0, budgets.maxEvidenceCalls - state.evidenceExecuted),
    run_bytes_left: Math.max(0, budgets.runByteBudget - bytesReserved),
  };
  if (state.saturated !== undefined) runState.reason = state.saturated;
  const pending = state.turnFound ?? state.pending;
  if (pending !== undefined) runState.pending_tool_call_id = boundCallId(pending);
  return runState;
}

function addNoGain(state: ProgressState, budgets: Budgets): void {
  state.streak++;
  state.noGain++;
  if (state.streak >= budgets.noGainStreak) saturate(state, 'NO_GAIN_STREAK');
}
