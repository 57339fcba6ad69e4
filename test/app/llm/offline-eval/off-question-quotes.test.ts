// @vitest-environment node
/**
 * The offline model's supporting quotes name the asked thing, through the real harness over the shipped
 * corpus: asked about renaming a column, it quotes no sentence about renaming a database file (which
 * shares only the action), and the release step keeps every quote it does give.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvalHarness, type EvalRun } from './eval-harness';

const harness = createEvalHarness();
const TIMEOUT_MS = 30_000;

function quotes(run: EvalRun) {
  return (run.released?.segments ?? []).flatMap((segment) =>
    segment.kind === 'citation' && segment.quote !== undefined ? [segment] : [],
  );
}

describe('offline model: supporting quotes about the asked thing', () => {
  beforeAll(() => harness.ask('What does VACUUM do?'), TIMEOUT_MS);

  it.each([
    ['Can I rename a column, and since which version?', /\bcolumns?\b/i],
    ['How do I rename a table?', /\btables?\b/i],
  ])(
    'answers %s with quotes that name it, none about renaming a database file',
    async (question, thing) => {
      const run = await harness.ask(question);
      expect(run.status).toBe('done');
      for (const quote of quotes(run)) {
        expect(quote.id).not.toMatch(/howtocorrupt/);
        expect(quote.supported).toBe(true);
        expect(`${quote.quote ?? ''}`).not.toMatch(/database file is renamed|renaming an open database file/i);
      }
      expect(run.text).toMatch(thing);
    },
    TIMEOUT_MS,
  );
});
