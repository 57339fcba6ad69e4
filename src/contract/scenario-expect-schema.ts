/**
 * JSON Schema (draft 2020-12) parts of a scenario file's `expect` and of its per-call approval
 * answers (types in scenario-expect.ts and scenario.ts). Closed objects: a misspelled key is reported
 * with its pointer. Semantic checks (a perCall id no turn uses, a regex that does not compile) are the
 * loader's (src/worker/scenario/validate-expect.ts).
 */

const stringList = { type: 'array', items: { type: 'string' } } as const;

const callExpect = {
  type: 'object',
  properties: {
    stages: { ...stringList, description: 'The harness stage events, `stage:status[:code]`, in order.' },
    observation: { enum: ['ok', 'repair_required', 'stop_required', 'error'] },
    code: { type: ['string', 'null'], description: "The observation's code; null for an ok call." },
    evidence: { enum: ['FOUND', 'NO_EVIDENCE'] },
  },
  additionalProperties: false,
} as const;

/** The `expect` member. */
export const EXPECT_SCHEMA = {
  type: 'object',
  properties: {
    status: { enum: ['done', 'stopped', 'error'] },
    calls: { type: 'integer', minimum: 0 },
    stopReason: { type: ['string', 'null'] },
    codes: {
      type: 'object',
      properties: { include: stringList, exclude: stringList },
      additionalProperties: false,
    },
    perCall: {
      type: 'object',
      additionalProperties: { anyOf: [callExpect, { type: 'array', minItems: 1, items: callExpect }] },
    },
    answer: {
      type: 'object',
      properties: {
        includes: stringList,
        matches: { type: 'string', maxLength: 2000 },
        answersQuestion: { enum: ['yes', 'partly', 'no'] },
        citationsSupported: { type: 'boolean' },
      },
      additionalProperties: false,
    },
    noRaw: { type: 'array', items: { type: 'string', minLength: 1 } },
  },
  additionalProperties: false,
} as const;

/** `approvals`: one answer for every request, or answers keyed by tool_call_id (`*` = the rest). */
export const APPROVALS_SCHEMA = {
  anyOf: [
    { enum: ['ask', 'approve', 'deny', 'none'] },
    {
      type: 'object',
      additionalProperties: { enum: ['ask', 'approve', 'deny'] },
    },
  ],
} as const;
