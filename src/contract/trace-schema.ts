/**
 * The JSON Schema (draft 2020-12) of the console's trace file (types in trace.ts).
 * `format` and `version` identify the file; the run, budgets, descriptors, turns, calls (argument text,
 * stage events, the observation) and other events are required. Objects the console defines are closed,
 * so a misspelled member is reported with its JSON Pointer; descriptors and observations stay open
 * (their own contracts, DESIGN §4.2 and §5, are checked where they are used). No raw result has a place
 * in this schema.
 */
import { LANES, LIVE_STAGES, STAGES } from './stages';
import { TRACE_FORMAT, TRACE_VERSION } from './trace';

const timelineEvent = {
  type: 'object',
  properties: {
    runId: { type: 'string' },
    callId: { type: 'string' },
    turnId: { type: 'string' },
    seq: { type: 'integer' },
    at: { type: 'number', minimum: 0, description: 'Milliseconds since the run started.' },
    lane: { enum: [...LANES] },
    stage: { enum: [...STAGES, ...LIVE_STAGES] },
    status: { enum: ['pass', 'fail', 'info'] },
    code: { type: 'string' },
    durationMs: { type: 'number', minimum: 0 },
    bytes: { type: 'number', minimum: 0 },
    detail: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'], maxLength: 256 } },
  },
  required: ['runId', 'seq', 'at', 'lane', 'stage', 'status'],
  additionalProperties: false,
} as const;

const toolCall = {
  type: 'object',
  properties: { id: { type: 'string' }, name: { type: 'string' }, argumentsText: { type: 'string' } },
  required: ['id', 'name', 'argumentsText'],
  additionalProperties: false,
} as const;

/** The trace file schema; `$id` names its version. */
export const TRACE_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: `https://tool-harness-console.local/schemas/trace-v${TRACE_VERSION}.json`,
  title: 'Tool-call harness console trace',
  type: 'object',
  properties: {
    $schema: { type: 'string' },
    format: { const: TRACE_FORMAT },
    version: { const: TRACE_VERSION },
    exportedAt: { type: 'string' },
    run: {
      type: 'object',
      properties: {
        runId: { type: 'string', minLength: 1 },
        question: { type: 'string' },
        provider: { type: 'string' },
        model: { type: 'string' },
        startedAt: { type: 'number' },
        endedAt: { type: 'number' },
        status: { enum: ['running', 'done', 'stopped', 'error', 'interrupted'] },
        planMode: { type: 'boolean' },
      },
      required: ['runId', 'startedAt', 'status'],
      additionalProperties: false,
    },
    budgets: { type: 'object', additionalProperties: { type: 'number' } },
    descriptors: { type: 'array', items: { type: 'object', required: ['name'] } },
    turns: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          turnId: { type: 'string' },
          role: { enum: ['user', 'assistant'] },
          text: { type: 'string' },
          toolCalls: { type: 'array', items: toolCall },
          finishReason: { type: 'string' },
        },
        required: ['role'],
        additionalProperties: false,
      },
    },
    calls: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          index: { type: 'integer', minimum: 1 },
          callId: { type: 'string' },
          turnId: { type: 'string' },
          toolName: { type: 'string' },
          argumentsText: { type: 'string' },
          events: { type: 'array', items: timelineEvent },
          observation: {
            type: 'object',
            properties: {
              status: { enum: ['ok', 'repair_required', 'stop_required', 'error'] },
              tool_call_id: { type: 'string' },
              tool: { type: 'string' },
            },
            required: ['status', 'tool_call_id', 'tool'],
          },
        },
        required: ['index', 'callId', 'toolName', 'argumentsText', 'events', 'observation'],
        additionalProperties: false,
      },
    },
    events: { type: 'array', items: timelineEvent },
  },
  required: ['format', 'version', 'exportedAt', 'run', 'budgets', 'descriptors', 'turns', 'calls', 'events'],
  additionalProperties: false,
} as const;
