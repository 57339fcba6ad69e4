/**
 * The JSON Schema (draft 2020-12) of the console's trace file (types in trace.ts).
 * `format` and `version` identify the file; the run, budgets, descriptors, turns, calls (argument text,
 * stage events, the observation) and other events are required. Objects the console defines are closed,
 * so a misspelled member is reported with its JSON Pointer; descriptors and observations stay open
 * (their own contracts, DESIGN §4.2 and §5, are checked where they are used). No raw result has a place
 * in this schema.
 */
import { LANES, LIVE_STAGES, STAGES } from './stages';
import { TRACE_FORMAT, TRACE_READ_VERSIONS, TRACE_VERSION } from './trace';

const timelineEvent = {
  type: 'object',
  properties: {
    runId: { type: 'string' },
    callId: { type: 'string' },
    callKey: { type: 'string' },
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

const segment = {
  type: 'object',
  properties: {
    kind: { enum: ['text', 'citation'] },
    text: { type: 'string' },
    id: { type: 'string' },
    supported: { type: 'boolean' },
    reason: { enum: ['citation-not-found', 'quote-not-found', 'claim-unrelated', 'off-question'] },
    quote: { type: 'string' },
    shared: { type: 'number' },
    total: { type: 'number' },
  },
  required: ['kind'],
  additionalProperties: false,
} as const;

const answer = {
  type: 'object',
  properties: {
    segments: { type: 'array', items: segment },
    supported: { type: 'integer', minimum: 0 },
    unsupported: { type: 'integer', minimum: 0 },
    verdict: {
      type: 'object',
      properties: {
        answersQuestion: { enum: ['yes', 'partly', 'no'] },
        reason: { type: 'string' },
        coverage: { type: 'number' },
        judgedAs: { type: 'string' },
      },
      required: ['answersQuestion', 'reason', 'coverage'],
      additionalProperties: false,
    },
  },
  required: ['segments', 'supported', 'unsupported', 'verdict'],
  additionalProperties: false,
} as const;

const usage = {
  type: 'object',
  properties: {
    turnId: { type: 'string' },
    inputTokens: { type: 'number', minimum: 0 },
    outputTokens: { type: 'number', minimum: 0 },
  },
  required: ['turnId'],
  additionalProperties: false,
} as const;

/** A request summary is the page's bounded view of one request; its members are checked loosely. */
const request = { type: 'object', required: ['turnId', 'provider', 'url'] } as const;
/** A response summary is the page's bounded view of what the model sent back in one turn. */
const response = {
  type: 'object',
  properties: {
    turnId: { type: 'string' },
    provider: { type: 'string' },
    text: { type: 'string' },
    textChars: { type: 'integer', minimum: 0 },
    finishReason: { type: 'string' },
    toolCalls: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          toolCallId: { type: 'string' },
          toolName: { type: 'string' },
          argumentsText: { type: 'string' },
          argumentsChars: { type: 'integer', minimum: 0 },
        },
        required: ['toolCallId', 'toolName', 'argumentsText', 'argumentsChars'],
      },
    },
    toolCallsOmitted: { type: 'integer', minimum: 0 },
  },
  required: ['turnId', 'provider', 'text', 'textChars', 'finishReason', 'toolCalls', 'toolCallsOmitted'],
} as const;

/** The trace file schema; `$id` names its version (version 1 files validate against it as well). */
export const TRACE_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: `https://tool-harness-console.local/schemas/trace-v${TRACE_VERSION}.json`,
  title: 'Tool-call harness console trace',
  type: 'object',
  properties: {
    $schema: { type: 'string' },
    format: { const: TRACE_FORMAT },
    version: { enum: [...TRACE_READ_VERSIONS] },
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
        kind: { enum: ['model', 'catalog', 'scenario'] },
        questions: { type: 'array', items: { type: 'string' } },
        error: { type: 'string' },
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
          callKey: { type: 'string', pattern: '#[1-9][0-9]*$' },
          callId: { type: 'string' },
          replayed: { type: 'boolean' },
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
    draft: { type: 'string' },
    answer,
    usage: { type: 'array', items: usage },
    requests: { type: 'array', items: request },
    responses: { type: 'array', items: response },
  },
  required: ['format', 'version', 'exportedAt', 'run', 'budgets', 'descriptors', 'turns', 'calls', 'events'],
  additionalProperties: false,
} as const;
