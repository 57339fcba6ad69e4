/**
 * JSON Schemas (2020-12) of the progress protocol's wire types (DESIGN.md §4.5): the envelope evidence
 * tools' arguments must be, and the evaluation of the pending call. Both closed. The worker checks the
 * envelope by hand for speed (`src/worker/parser/envelope.ts`); a test keeps the two in agreement.
 * Pure data.
 */

/** `{ tool_call_id: string, evaluation: "GAINED" | "NO_GAIN", reason?: string }`, closed. */
export const EVALUATION_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    tool_call_id: { type: 'string', description: 'The id of the pending tool call being evaluated.' },
    evaluation: {
      enum: ['GAINED', 'NO_GAIN'],
      description: 'GAINED when that call moved the answer forward, NO_GAIN otherwise.',
    },
    reason: { type: 'string', description: 'Optional short reason.' },
  },
  required: ['tool_call_id', 'evaluation'],
  additionalProperties: false,
} as const;

/**
 * `{ previous_observation: Evaluation | null, input: {...} }`, closed, both keys required. `input` is any
 * object here; the tool's own `inputSchema` checks it next (DESIGN §3 A2).
 */
export const ENVELOPE_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    previous_observation: {
      anyOf: [{ type: 'null' }, { $ref: '#/$defs/evaluation' }],
      description: 'null, or the evaluation of the pending evidence call.',
    },
    input: { type: 'object', description: "The tool's own arguments." },
  },
  required: ['previous_observation', 'input'],
  additionalProperties: false,
  $defs: {
    evaluation: {
      type: EVALUATION_SCHEMA.type,
      properties: EVALUATION_SCHEMA.properties,
      required: EVALUATION_SCHEMA.required,
      additionalProperties: false,
    },
  },
} as const;

/** The envelope's member names, in the order the model is asked to write them. */
export const ENVELOPE_KEYS = ['previous_observation', 'input'] as const;

/** The evaluation verdicts (DESIGN §4.5). */
export const EVALUATION_VERDICTS = ['GAINED', 'NO_GAIN'] as const;
