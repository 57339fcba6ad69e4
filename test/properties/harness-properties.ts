/**
 * A property of the whole call path (DESIGN.md §3 A1–B5, §4.1): for any argument text a model could
 * send — arbitrary, near JSON, mutated JSON, valid inputs and envelopes — `invoke` resolves (never
 * throws), the observation validates against the observation schema, and the backend runs exactly when
 * the observation is `ok` (a refused call never executes).
 */
import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { OBSERVATION_SCHEMA } from '../../src/contract/schemas/observation-schema';
import { createHarness } from '../../src/worker/harness';
import { argumentText } from './parser-properties';
import { defineProperty, type Figures } from './property-kit';

const validateObservation = new Ajv2020({ allErrors: true, strict: false }).compile(OBSERVATION_SCHEMA as object);

const input = fc.record({ q: fc.string(), n: fc.integer() }, { requiredKeys: [] });
const texts = fc.oneof(
  argumentText,
  input.map((v) => JSON.stringify(v)),
  input.map((v) => JSON.stringify({ previous_observation: null, input: v })),
);

function createProbe() {
  let executed = 0;
  let calls = 0;
  let runId: string | undefined;
  const harness = createHarness({
    backends: {
      probe: async (value) => {
        executed++;
        return { echoed: value };
      },
    },
  });
  const ready = harness.registerTools([
    {
      name: 'probe',
      isReadOnly: true,
      inputSchema: { type: 'object', properties: { q: { type: 'string' }, n: { type: 'integer' } }, required: ['q'] },
    },
  ]);
  return async (text: string) => {
    await ready;
    if (runId === undefined || calls % 20 === 0) {
      if (runId !== undefined) await harness.endRun(runId);
      ({ runId } = await harness.startRun({}));
    }
    calls++;
    const before = executed;
    const result = await harness.invoke({ runId, toolCallId: `c${calls}`, toolName: 'probe', argumentsText: text });
    return { result, ran: executed > before };
  };
}

let probe: ReturnType<typeof createProbe> | undefined;

const refusalsNeverRun = defineProperty({
  name: 'harness: any argument text gives a valid observation; a refused call never runs',
  arbitrary: texts,
  async check(text, figures: Figures) {
    probe ??= createProbe();
    const { result, ran } = await probe(text);
    const observation = result.observation as unknown as { status: string };
    if (!validateObservation(observation)) {
      figures.invalidObservations = (figures.invalidObservations ?? 0) + 1;
      return false;
    }
    if (observation.status !== 'ok' && ran) {
      figures.executedRefusals = (figures.executedRefusals ?? 0) + 1;
      return false;
    }
    if (observation.status === 'ok') figures.accepted = (figures.accepted ?? 0) + 1;
    return observation.status !== 'ok' || ran;
  },
  unitRuns: 300,
  fuzzShare: 0.5,
});

/** The whole-path properties. */
export const HARNESS_PROPERTIES = [refusalsNeverRun];
