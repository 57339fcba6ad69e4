/**
 * The progress protocol's wire types (DESIGN.md §4.5): the envelope evidence tools' arguments must be,
 * and the evaluation of the pending call. snake_case because the model writes them. Pure types.
 */

/** The model's verdict on the pending call. */
export type EvaluationVerdict = 'GAINED' | 'NO_GAIN';

/** `{ tool_call_id, evaluation, reason? }`, closed. */
export interface Evaluation {
  tool_call_id: string;
  evaluation: EvaluationVerdict;
  reason?: string;
}

/** `{ previous_observation, input }`, closed, both keys required. */
export interface Envelope {
  previous_observation: Evaluation | null;
  input: Record<string, unknown>;
}
