/**
 * The JSON Schema (draft 2020-12) of a scenario file (types in scenario.ts). Closed objects, so
 * a misspelled member is reported with its JSON Pointer instead of being ignored. Semantic checks the
 * schema cannot state (a backend for a tool the file does not declare, tool call ids unique across
 * turns) are done by the worker's loader (src/worker/scenario/validate-scenario.ts).
 */

import { APPROVALS_SCHEMA, EXPECT_SCHEMA } from './scenario-expect-schema';

/** Most turns a scenario file may script (a generated 10,000-turn file fits; the byte limit bounds it too). */
export const MAX_SCENARIO_TURNS = 100_000;

const stubBehaviour = {
  result: { description: 'The raw result: any JSON value; a string is raw JSON text (DESIGN §4.4).' },
  delayMs: { type: 'integer', minimum: 0, maximum: 600_000, description: 'Wait before answering, in milliseconds.' },
  busyMs: {
    type: 'integer',
    minimum: 0,
    maximum: 600_000,
    description:
      "Keep the worker's thread busy with synchronous work this long, in milliseconds (nothing else runs meanwhile).",
  },
  error: {
    type: 'object',
    properties: { message: { type: 'string' } },
    required: ['message'],
    additionalProperties: false,
    description: 'Throw an Error → BACKEND_ERROR (tool).',
  },
  protocolError: {
    type: 'object',
    properties: { code: { type: 'integer' }, message: { type: 'string' } },
    required: ['code', 'message'],
    additionalProperties: false,
    description: 'Throw a JSON-RPC style error → BACKEND_ERROR (protocol).',
  },
  hang: { const: true, description: 'Never answer (BACKEND_TIMEOUT, or CANCELLED by Stop).' },
  isError: { type: 'boolean', description: 'Answer an MCP-style error result (isError: true).' },
} as const;

const budgetNames = [
  'maxArgumentBytes',
  'maxRequestBytes',
  'maxRawBytes',
  'runByteBudget',
  'maxObservationTextBytes',
  'maxImageBytes',
  'maxEvidenceCalls',
  'maxCallsPerTool',
  'noGainStreak',
  'timeoutMs',
  'approvalTimeoutMs',
] as const;

/** The scenario file schema; `$id` is what a file's `$schema` may name. */
export const SCENARIO_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://tool-call-harness-console.local/schemas/scenario.json',
  title: 'Tool-call harness console scenario',
  type: 'object',
  properties: {
    $schema: { type: 'string' },
    name: { type: 'string', minLength: 1, maxLength: 120 },
    description: { type: 'string', maxLength: 4000 },
    question: { type: 'string', minLength: 1, maxLength: 20_000 },
    tools: { type: 'array', minItems: 1, maxItems: 200, items: { type: 'object' } },
    skills: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string', minLength: 1 }, toolNames: { type: 'array', items: { type: 'string' } } },
        required: ['name', 'toolNames'],
        additionalProperties: false,
      },
    },
    backends: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: {
          ...stubBehaviour,
          results: {
            type: 'array',
            items: {
              type: 'object',
              properties: { match: { type: 'object' }, ...stubBehaviour },
              required: ['match'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    },
    budgets: {
      type: 'object',
      properties: Object.fromEntries(budgetNames.map((name) => [name, { type: 'integer', minimum: 1 }])),
      additionalProperties: false,
    },
    planMode: { type: 'boolean' },
    approvals: APPROVALS_SCHEMA,
    maxTurns: {
      type: 'integer',
      minimum: 1,
      maximum: 1_000_000,
      description: 'Model turns before tools are withheld; default: one more than the scripted turns.',
    },
    stopAfterCall: { type: 'string', minLength: 1, description: 'Press Stop once this call has answered.' },
    turns: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_SCENARIO_TURNS,
      items: {
        type: 'object',
        properties: {
          text: { type: 'string' },
          toolCalls: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'string', minLength: 1, maxLength: 200 },
                name: { type: 'string', minLength: 1, maxLength: 200 },
                arguments: { type: 'string', description: 'The raw argument text, exactly as the model sends it.' },
              },
              required: ['id', 'name', 'arguments'],
              additionalProperties: false,
            },
          },
          finishReason: { type: 'string' },
          stop: { const: true, description: "Press Stop once this turn's calls are handed to the harness." },
        },
        additionalProperties: false,
      },
    },
    expectedCodes: { type: 'array', items: { type: 'string' } },
    expectedStopReasons: { type: 'array', items: { type: 'string' } },
    expect: EXPECT_SCHEMA,
  },
  required: ['name', 'description', 'question', 'tools', 'backends', 'turns'],
  additionalProperties: false,
} as const;
