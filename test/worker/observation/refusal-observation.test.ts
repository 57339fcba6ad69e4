import { describe, expect, it } from 'vitest';
import type { RunState } from '../../../src/contract';
import { buildRefusalObservation } from '../../../src/worker/observation/refusal-observation';

const runState: RunState = {
  stop_required: true,
  reason: 'NO_GAIN_STREAK',
  no_gain_streak: 3,
  evidence_calls_left: 2,
  run_bytes_left: 10,
};
const base = { toolCallId: 'c1', tool: 'search_docs', errorSource: 'harness' as const, runState };

describe('buildRefusalObservation', () => {
  it('gives a repair the model can act on for a parse refusal, with the errors and run state', () => {
    const observation = buildRefusalObservation({
      ...base,
      violation: { code: 'INVALID_JSON', message: 'bad', errors: [{ pointer: '', message: 'bad', offset: 3 }] },
    });
    expect(observation).toMatchObject({
      status: 'repair_required',
      tool_call_id: 'c1',
      tool: 'search_docs',
      violation_type: 'INVALID_JSON',
      errors: [{ pointer: '', message: 'bad', offset: 3 }],
      run_state: runState,
    });
    expect(observation.status === 'repair_required' && observation.instruction).toMatch(/one valid JSON object/);
  });

  it('gives a stop with the run’s saturation reason and what to do now', () => {
    expect(buildRefusalObservation({ ...base, violation: { code: 'STOP_REQUIRED', message: 'stop' } })).toMatchObject({
      status: 'stop_required',
      error_code: 'STOP_REQUIRED',
      reason: 'NO_GAIN_STREAK',
      message: expect.stringContaining('answer from the evidence you have'),
    });
  });

  it('gives an error that says whether a retry can help, from the source given', () => {
    const observation = buildRefusalObservation({
      ...base,
      errorSource: 'timeout',
      violation: { code: 'BACKEND_TIMEOUT', message: 'The backend did not answer in 30 s.' },
    });
    expect(observation).toMatchObject({
      status: 'error',
      error_code: 'BACKEND_TIMEOUT',
      message: 'The backend did not answer in 30 s.',
      retryable: true,
      error_source: 'timeout',
    });
  });

  it('leaves out an empty notes list', () => {
    const observation = buildRefusalObservation({
      ...base,
      notes: [],
      violation: { code: 'BACKEND_ERROR', message: 'boom' },
    });
    expect('notes' in observation).toBe(false);
  });
});
