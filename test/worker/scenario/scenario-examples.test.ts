/**
 * Every example scenario of e2e/scenarios/ has an `expect` and passes it when run headless — the
 * worker's loader, a real `createHarness` with the file's stub backends, the page's agent loop and the
 * scripted provider in Node (scripts/scenarios/run-headless.ts) — and together the examples walk every
 * code of DESIGN §3 a scripted model and stub backends can reach (the rest are covered by
 * test/fixtures/tool-calls/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HARNESS_CODES, STOP_REASONS } from '../../../src/contract';
import type { Scenario } from '../../../src/contract/scenario';
import { formatFailure } from '../../../src/contract/scenario-check';
import { runScenarioText, type HeadlessOutcome } from '../../../scripts/scenarios/run-headless';

const folder = resolve(__dirname, '../../../e2e/scenarios');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort();

/** Codes only Node fixtures reach: a scripted model and stub backends cannot produce them. */
const FIXTURE_ONLY = [
  'PROJECTION_FAILED',
  'AGENT_RESULT_INVALID',
  'OBSERVATION_CONTRACT_MISMATCH',
  'INTERNAL_ERROR',
  'UNKNOWN_RUN',
];

const runs = new Map<string, Promise<HeadlessOutcome>>();
const runOnce = (name: string) => {
  if (!runs.has(name)) runs.set(name, runScenarioText(readFileSync(join(folder, name), 'utf8')));
  return runs.get(name)!;
};
const ran = async (name: string) => {
  const outcome = await runOnce(name);
  if (outcome.kind !== 'ran') throw new Error(`${name}: ${JSON.stringify(outcome.errors)}`);
  return outcome;
};

describe('example scenarios', () => {
  it('there are at least eight, served from e2e/scenarios/, each with an expect', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
    const without = files.filter((name) => !(JSON.parse(readFileSync(join(folder, name), 'utf8')) as Scenario).expect);
    expect(without).toEqual([]);
  });

  it.each(files)('%s passes its expect headless', async (name) => {
    const outcome = await ran(name);
    expect(outcome.failures.map(formatFailure)).toEqual([]);
    expect(outcome.facts.codes).toEqual([...(outcome.file.expectedCodes ?? [])].sort());
  });

  it('together walk every code a scripted model and stub backends can reach, and every stop reason', async () => {
    const all = await Promise.all(files.map(ran));
    const codes = new Set(all.flatMap((run) => run.facts.codes));
    const reasons = new Set(all.flatMap((run) => run.facts.stopReasons));
    const reachable = HARNESS_CODES.filter((code) => !FIXTURE_ONLY.includes(code));
    expect(reachable.filter((code) => !codes.has(code))).toEqual([]);
    expect(STOP_REASONS.filter((reason) => !reasons.has(reason))).toEqual([]);
  });

  it('stop-cancels stops by its declarative Stop: the hanging call is CANCELLED, nothing is released', async () => {
    const { facts } = await ran('stop-cancels.json');
    expect(facts.status).toBe('stopped');
    expect(facts.perCall.map((call) => call.code)).toEqual(['CANCELLED']);
    expect(facts.answer).toBeNull();
  });
});
