import { describe, expect, it } from 'vitest';
import {
  buildErrorObservation,
  buildOkObservation,
  buildRepairObservation,
  buildStopObservation,
} from '../../../src/worker/observation/build-observation';
import { RUN_STATE, projected } from './fixtures';

describe('buildOkObservation', () => {
  it('builds an ok observation with evidence_status for an evidence tool and no empty notes', () => {
    expect(
      buildOkObservation({
        toolCallId: 'c1',
        tool: 'find',
        projected: projected(),
        evidence: true,
        runState: RUN_STATE,
      }),
    ).toEqual({
      status: 'ok',
      tool_call_id: 'c1',
      tool: 'find',
      evidence_status: 'FOUND',
      truncated: false,
      run_state: RUN_STATE,
      result: { parts: [{ type: 'text', text: 'hello' }] },
    });
  });

  it('omits evidence_status for other tools and carries original_bytes when truncated', () => {
    const obs = buildOkObservation({
      toolCallId: 'c1',
      tool: 'report',
      evidence: false,
      runState: RUN_STATE,
      projected: projected({ truncated: true, originalBytes: 850_000, notes: [{ code: 'TRUNCATED', message: 'cut' }] }),
    });
    expect(obs.evidence_status).toBeUndefined();
    expect(obs).toMatchObject({
      truncated: true,
      original_bytes: 850_000,
      notes: [{ code: 'TRUNCATED', message: 'cut' }],
    });
  });

  it('merges extra notes after the projection notes without repeating one', () => {
    const note = { code: 'REDACTED', message: '1 value redacted (email: 1).' };
    const extra = { code: 'EVALUATION_IGNORED', message: 'Nothing was pending.' };
    const obs = buildOkObservation({
      toolCallId: 'c',
      tool: 't',
      evidence: true,
      runState: RUN_STATE,
      projected: projected({ notes: [note] }),
      notes: [extra, note],
    });
    expect(obs.notes).toEqual([note, extra]);
  });
});

describe('buildRepairObservation', () => {
  it('carries violation_type, an instruction and the violation errors', () => {
    const obs = buildRepairObservation({
      toolCallId: 'c1',
      tool: 'find',
      runState: RUN_STATE,
      violation: {
        code: 'SCHEMA_VIOLATION',
        message: 'bad',
        errors: [{ pointer: '/input', message: "must have required property 'query'" }],
      },
    });
    expect(obs).toMatchObject({
      status: 'repair_required',
      violation_type: 'SCHEMA_VIOLATION',
      errors: [{ pointer: '/input', message: "must have required property 'query'" }],
    });
    expect(obs.instruction.length).toBeGreaterThan(10);
  });

  it('synthesizes one error from the pointer, message and position when the violation has none', () => {
    const obs = buildRepairObservation({
      toolCallId: 'c1',
      tool: 'find',
      violation: {
        code: 'TRAILING_TOKENS',
        message: 'Unexpected text after the JSON value.',
        position: { offset: 9, line: 1, column: 10 },
      },
    });
    expect(obs.errors).toEqual([
      { pointer: '', message: 'Unexpected text after the JSON value.', offset: 9, line: 1, column: 10 },
    ]);
    expect(obs.run_state).toBeUndefined();
  });

  it('names expected_tool_call_id for EVALUATION_MISSING, in the field and the instruction', () => {
    const obs = buildRepairObservation({
      toolCallId: 'c2',
      tool: 'find',
      runState: RUN_STATE,
      violation: {
        code: 'EVALUATION_MISSING',
        message: 'Evaluate c1 first.',
        pointer: '/previous_observation',
        expectedToolCallId: 'c1',
      },
    });
    expect(obs.expected_tool_call_id).toBe('c1');
    expect(obs.instruction).toContain('"tool_call_id":"c1"');
    expect(obs.errors[0]?.pointer).toBe('/previous_observation');
  });

  it('keeps at most 20 errors and says how many there were', () => {
    const errors = Array.from({ length: 30 }, (_, i) => ({ pointer: `/input/${i}`, message: 'bad' }));
    const obs = buildRepairObservation({
      toolCallId: 'c',
      tool: 't',
      violation: { code: 'SCHEMA_VIOLATION', message: 'bad', errors },
    });
    expect(obs.errors).toHaveLength(20);
    expect(obs.notes).toEqual([{ code: 'TRUNCATED', message: 'Showing 20 of 30 errors; fix these and call again.' }]);
  });
});

describe('buildStopObservation', () => {
  it('carries error_code, reason, a message and run_state', () => {
    const runState = { ...RUN_STATE, stop_required: true, reason: 'NO_GAIN_STREAK' as const };
    expect(
      buildStopObservation({
        toolCallId: 'c9',
        tool: 'find',
        code: 'STOP_REQUIRED',
        reason: 'NO_GAIN_STREAK',
        runState,
      }),
    ).toMatchObject({
      status: 'stop_required',
      error_code: 'STOP_REQUIRED',
      reason: 'NO_GAIN_STREAK',
      run_state: runState,
      message: expect.stringMatching(/answer from the evidence you have/),
    });
  });
});

describe('buildErrorObservation', () => {
  it('defaults retryable by code and source', () => {
    const base = { toolCallId: 'c', tool: 't', message: 'm', runState: RUN_STATE };
    expect(buildErrorObservation({ ...base, code: 'BACKEND_TIMEOUT', errorSource: 'timeout' }).retryable).toBe(true);
    expect(buildErrorObservation({ ...base, code: 'BACKEND_ERROR', errorSource: 'transport' }).retryable).toBe(true);
    expect(buildErrorObservation({ ...base, code: 'BACKEND_ERROR', errorSource: 'tool' }).retryable).toBe(false);
    expect(buildErrorObservation({ ...base, code: 'APPROVAL_DENIED', errorSource: 'harness' }).retryable).toBe(false);
    expect(
      buildErrorObservation({ ...base, code: 'BACKEND_ERROR', errorSource: 'tool', retryable: true }).retryable,
    ).toBe(true);
  });

  it("carries a tool's own bounded error result (case 33)", () => {
    const result = { parts: [{ type: 'text', text: "Unknown station 'Harbour-0'." }] };
    expect(
      buildErrorObservation({
        toolCallId: 'call_o33',
        tool: 'lookup_tide',
        code: 'BACKEND_ERROR',
        message: 'The tool reported an error.',
        errorSource: 'tool',
        result,
        truncated: false,
        runState: RUN_STATE,
      }),
    ).toEqual({
      status: 'error',
      tool_call_id: 'call_o33',
      tool: 'lookup_tide',
      error_code: 'BACKEND_ERROR',
      message: 'The tool reported an error.',
      retryable: false,
      error_source: 'tool',
      truncated: false,
      run_state: RUN_STATE,
      result,
    });
  });

  it('omits run_state for UNKNOWN_RUN and bounds and sanitizes a long message', () => {
    const obs = buildErrorObservation({
      toolCallId: 'c',
      tool: 't',
      code: 'UNKNOWN_RUN',
      message: `\uD800${'é'.repeat(5000)}`,
      errorSource: 'harness',
    });
    expect('run_state' in obs).toBe(false);
    expect(obs.message.startsWith('\uFFFD')).toBe(true);
    expect(Buffer.byteLength(obs.message)).toBeLessThanOrEqual(2048);
  });
});
