/**
 * Run-time round trip of ModelObservation against its JSON Schema (STYLE.md §3.12): every builder's
 * output validates with Ajv2020, and malformed observations are refused.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { OBSERVATION_SCHEMA } from '../../src/contract/schemas/observation-schema';
import {
  buildErrorObservation,
  buildOkObservation,
  buildRepairObservation,
  buildStopObservation,
} from '../../src/worker/observation/build-observation';
import { projectRaw } from '../../src/worker/projection/project-raw';

const validate = new Ajv2020({ allErrors: true, strict: true }).compile(OBSERVATION_SCHEMA as object);
const RUN_STATE = {
  stop_required: false,
  no_gain_streak: 1,
  evidence_calls_left: 7,
  run_bytes_left: 1000,
  pending_tool_call_id: 'c0',
};
const context = { toolCallId: 'c1', toolName: 't', input: {}, maxObservationTextBytes: 200, maxImageBytes: 10 };

function projectedOf(raw: unknown, projection: 'mcp' | 'json') {
  const outcome = projectRaw(raw, { projection, redaction: true, context });
  if (!outcome.ok) throw new Error(outcome.violation.message);
  return outcome.value;
}

const valid = {
  'ok from an MCP projection, bounded, with notes': buildOkObservation({
    toolCallId: 'c1',
    tool: 't',
    evidence: true,
    runState: RUN_STATE,
    projected: projectedOf(
      {
        content: [
          { type: 'text', text: `a@b.io ${'x'.repeat(1000)}` },
          { type: 'image', data: 'AAAAAAAAAAAAAAAA', mimeType: 'image/png' },
          { type: 'video' },
        ],
        structuredContent: { k: 1 },
      },
      'mcp',
    ),
  }),
  'ok from the JSON projection': buildOkObservation({
    toolCallId: 'c1',
    tool: 't',
    evidence: false,
    runState: RUN_STATE,
    projected: projectedOf({ items: [1, 2] }, 'json'),
  }),
  'repair with an expected id': buildRepairObservation({
    toolCallId: 'c2',
    tool: 't',
    runState: RUN_STATE,
    violation: {
      code: 'EVALUATION_MISSING',
      message: 'Evaluate c0.',
      pointer: '/previous_observation',
      expectedToolCallId: 'c0',
    },
  }),
  'repair without run_state': buildRepairObservation({
    toolCallId: 'c2',
    tool: 't',
    violation: { code: 'INVALID_JSON', message: 'bad', position: { offset: 0, line: 1, column: 1 } },
  }),
  stop: buildStopObservation({
    toolCallId: 'c3',
    tool: 't',
    code: 'STOP_REQUIRED',
    reason: 'EVIDENCE_BUDGET_EXHAUSTED',
    runState: { ...RUN_STATE, stop_required: true, reason: 'EVIDENCE_BUDGET_EXHAUSTED' },
  }),
  'error with a tool result': buildErrorObservation({
    toolCallId: 'c4',
    tool: 't',
    code: 'BACKEND_ERROR',
    message: 'failed',
    errorSource: 'tool',
    runState: RUN_STATE,
    result: projectedOf({ content: [{ type: 'text', text: 'oops' }], isError: true }, 'mcp').agentResult,
    truncated: false,
  }),
  'error for UNKNOWN_RUN (no run_state)': buildErrorObservation({
    toolCallId: 'c5',
    tool: 't',
    code: 'UNKNOWN_RUN',
    message: 'No such run.',
    errorSource: 'harness',
  }),
};

describe('OBSERVATION_SCHEMA', () => {
  it.each(Object.entries(valid))("accepts the builders' %s observation", (_label, observation) => {
    const ok = validate(JSON.parse(JSON.stringify(observation)));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  const ok = valid['ok from the JSON projection'];
  const repair = valid['repair without run_state'];
  it.each([
    ['an unknown status', { ...ok, status: 'done' }],
    ['an ok without run_state', { ...ok, run_state: undefined }],
    ['an ok without truncated', { ...ok, truncated: undefined }],
    ['an ok with an unknown member', { ...ok, raw: 'x' }],
    ['a repair without errors', { ...repair, errors: [] }],
    ['a repair with an unknown violation_type', { ...repair, violation_type: 'OOPS' }],
    [
      'an error with an unknown error_source',
      { ...valid['error for UNKNOWN_RUN (no run_state)'], error_source: 'network' },
    ],
    ['a stop with a reason that is not a stop reason', { ...valid.stop, reason: 'TIRED' }],
    ['empty notes', { ...ok, notes: [] }],
    ['a run_state with a negative count', { ...ok, run_state: { ...RUN_STATE, evidence_calls_left: -1 } }],
  ])('refuses %s', (_label, observation) => {
    expect(validate(JSON.parse(JSON.stringify(observation)))).toBe(false);
  });
});
