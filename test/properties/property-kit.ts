/**
 * One shape for the property-based checks of the parser, projection and registry, so the unit run
 * (test/worker/properties.test.ts: fixed seed, small budget) and `npm run fuzz` (scripts/fuzz.ts: large
 * budget, figures) run the same properties.
 */
import fc from 'fast-check';

/** Figures a check may add to (largest observation bytes, refusals executed, …), by name. */
export type Figures = Record<string, number>;

/** One property: inputs from `arbitrary`; `check` returns false (or throws) when the input breaks it. */
export interface PropertyDef<T> {
  name: string;
  arbitrary: fc.Arbitrary<T>;
  check(input: T, figures: Figures): boolean | Promise<boolean>;
  /** Runs in the unit test (fixed seed); default 200. */
  unitRuns?: number;
  /** Share of the fuzz budget (1 = the full `--runs`); default 1. Expensive properties take less. */
  fuzzShare?: number;
}

/** Erases the input type so properties of different inputs share one list. */
export function defineProperty<T>(def: PropertyDef<T>): PropertyDef<unknown> {
  return def;
}

/** The seed of the unit run (any failure it finds is reproducible). */
export const UNIT_SEED = 20_261_202;

/**
 * Runs `def` with fast-check's own reporting (a failure shrinks to a small counterexample and throws).
 *
 * @param def the property
 * @param options.numRuns inputs to try; options.seed the seed
 */
export async function assertProperty(
  def: PropertyDef<unknown>,
  options: { numRuns: number; seed: number },
): Promise<void> {
  const figures: Figures = {};
  await fc.assert(
    fc.asyncProperty(def.arbitrary, async (input) => (await def.check(input, figures)) === true),
    options,
  );
}

/** What one fuzz run of a property found. */
export interface FuzzReport {
  name: string;
  runs: number;
  /** Inputs the check returned false for. */
  failures: number;
  /** Inputs whose check threw (an exception escaped the code under test). */
  escaped: number;
  ms: number;
  figures: Figures;
  /** The first failing input, as JSON (cut to 300 characters). */
  firstFailure?: string;
}

/**
 * Runs `def` over `numRuns` inputs without stopping at a failure, counting failures and escaped
 * exceptions (no shrinking; rerun the unit test with the printed seed to shrink).
 */
export async function fuzzProperty(
  def: PropertyDef<unknown>,
  options: { numRuns: number; seed: number },
): Promise<FuzzReport> {
  const report: FuzzReport = { name: def.name, runs: 0, failures: 0, escaped: 0, ms: 0, figures: {} };
  const note = (input: unknown) => {
    if (report.firstFailure !== undefined) return;
    let text: string;
    try {
      text = JSON.stringify(input) ?? String(input);
    } catch {
      text = String(input);
    }
    report.firstFailure = text.slice(0, 300);
  };
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(def.arbitrary, async (input) => {
      report.runs++;
      try {
        if ((await def.check(input, report.figures)) !== true) {
          report.failures++;
          note(input);
        }
      } catch {
        report.escaped++;
        note(input);
      }
      return true;
    }),
    options,
  );
  report.ms = performance.now() - started;
  return report;
}
