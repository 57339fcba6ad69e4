/**
 * Properties of projection as the model reads it (DESIGN.md §3 B4–B5, §4.2, §4.4): whatever a tool
 * returns — JSON or an MCP result, deep, wide, long, with secrets in every place — the observation
 * validates against the observation schema, its text stays within `maxObservationTextBytes`, and no
 * canary survives: not one redacted as a secret (bearer token, key shapes, `key=value`, secret member
 * names, email) and not one placed beyond what the text bound keeps. Runs through the real harness
 * (`invoke`), so bounding, redaction and the observation builder are all on the path.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { DEFAULT_BUDGETS, utf8ByteLength } from '../../src/contract';
import { OBSERVATION_SCHEMA } from '../../src/contract/schemas/observation-schema';
import { createHarness } from '../../src/worker/harness';
import { observationTextBytes } from '../../src/worker/projection/measure-text';
import { defineProperty, type Figures } from './property-kit';

/** The canary: alphanumeric, 19 characters (long enough for every key shape). */
export const CANARY = 'Zq7CanaryXk29Lm4Pw8';
const LIMIT = DEFAULT_BUDGETS.maxObservationTextBytes;

const filler = fc.stringMatching(/^[a-z ]{0,12}$/);
/** A text carrying the canary as a secret the redaction knows, with ordinary words around it. */
const secretText = fc
  .tuple(
    filler,
    fc.constantFrom(
      `Bearer ${CANARY}`,
      `sk-${CANARY}`,
      `sk-ant-${CANARY}`,
      `password=${CANARY}`,
      `api_key: "${CANARY}"`,
      `token=${CANARY}`,
      `${CANARY}@example.com`,
    ),
    filler,
  )
  .map(([before, secret, after]) => `${before} ${secret} ${after}`);
/** The canary in the middle of a text far longer than the bound keeps (head + tail). */
const beyondBound = fc
  .tuple(fc.integer({ min: LIMIT, max: 3 * LIMIT }), fc.constantFrom('x', 'é', '語'))
  .map(([n, c]) => `${c.repeat(n)} ${CANARY} ${c.repeat(n)}`);
const leaf = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: secretText },
  { weight: 1, arbitrary: beyondBound },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean()) },
  { weight: 1, arbitrary: fc.constant(null) },
);
const memberName = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.constantFrom('password', 'api_key', 'token', 'authorization', 'client_secret', '__proto__', 'constructor'),
);
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('tree'), { maxLength: 6 }),
    fc.dictionary(memberName, tie('tree'), { maxKeys: 6 }),
  ),
}));
/** A value under a secret member name: redacted whatever it looks like. */
const secretMember = fc
  .tuple(tree, fc.constantFrom('password', 'api_key', 'authorization'))
  .map(([value, name]) => ({ value, [name]: CANARY }));
const jsonRaw = fc.oneof(tree, secretMember);
const mcpRaw = fc.record(
  {
    content: fc.array(
      fc.oneof(
        fc.oneof(secretText, beyondBound, fc.string({ unit: 'binary' })).map((text) => ({ type: 'text', text })),
        fc.constant({ type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' }),
      ),
      { maxLength: 4 },
    ),
    structuredContent: fc.oneof(secretMember, fc.dictionary(memberName, tree, { maxKeys: 4 })),
    isError: fc.boolean(),
  },
  { requiredKeys: ['content'] },
);

const validateObservation = new Ajv2020({ allErrors: true, strict: false }).compile(OBSERVATION_SCHEMA as object);

/** One harness for every input (fresh runs every 20 calls, so no run budget runs out). */
function createProbe() {
  let next: unknown = null;
  let calls = 0;
  let runId: string | undefined;
  const harness = createHarness({ backends: { probe_json: async () => next, probe_mcp: async () => next } });
  const ready = (async () => {
    await harness.registerTools([{ name: 'probe_json', isReadOnly: true, inputSchema: { type: 'object' } }]);
    await harness.registerTools([{ name: 'probe_mcp', isReadOnly: true, inputSchema: { type: 'object' } }], {
      kind: 'mcp',
      source: 'mcp:fuzz',
    });
  })();
  return async (toolName: string, raw: unknown) => {
    await ready;
    if (runId === undefined || calls % 20 === 0) {
      if (runId !== undefined) await harness.endRun(runId);
      ({ runId } = await harness.startRun({}));
    }
    next = raw;
    calls++;
    return harness.invoke({ runId, toolCallId: `c${calls}`, toolName, argumentsText: '{}' });
  };
}

let probe: ReturnType<typeof createProbe> | undefined;

async function checkProjection(toolName: string, raw: unknown, figures: Figures): Promise<boolean> {
  probe ??= createProbe();
  const result = await probe(toolName, raw);
  const observation = result.observation as unknown as { status: string; result?: unknown };
  const whole = JSON.stringify(result);
  figures.largestObservationBytes = Math.max(
    figures.largestObservationBytes ?? 0,
    utf8ByteLength(JSON.stringify(observation)),
  );
  if (whole.includes(CANARY)) {
    figures.canaryLeaks = (figures.canaryLeaks ?? 0) + 1;
    return false;
  }
  if (!validateObservation(observation)) {
    figures.invalidObservations = (figures.invalidObservations ?? 0) + 1;
    return false;
  }
  return observation.result === undefined || observationTextBytes(observation.result) <= LIMIT;
}

const jsonProjection = defineProperty({
  name: 'projection (JSON): bounded, valid, no canary for any result',
  arbitrary: jsonRaw,
  check: (raw, figures) => checkProjection('probe_json', raw, figures),
  unitRuns: 150,
  fuzzShare: 0.1,
});

const mcpProjection = defineProperty({
  name: 'projection (MCP): bounded, valid, no canary for any result',
  arbitrary: mcpRaw,
  check: (raw, figures) => checkProjection('probe_mcp', raw, figures),
  unitRuns: 150,
  fuzzShare: 0.1,
});

/** The projection properties. */
export const PROJECTION_PROPERTIES = [jsonProjection, mcpProjection];
