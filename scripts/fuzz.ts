/**
 * `npm run fuzz` (not part of the unit run): the property-based checks of test/properties/ — parser,
 * projection, registry — over a large budget, without stopping at the first failure. Prints per
 * property: inputs run, failures (check returned false), escaped exceptions (the code under test
 * threw), inputs per second and the property's own figures (largest observation JSON in UTF-8 bytes,
 * canary leaks, invalid observations, refused calls that executed); then the totals. Exits 1 when anything failed.
 *
 * Options: `--runs N` (default 100,000; expensive properties run their `fuzzShare` of it), `--seed N`
 * (default: the time; printed, so a failure can be rerun), `--only text` (properties whose name has it).
 * Run: `npm run fuzz -- --runs 20000`.
 */
import { HARNESS_PROPERTIES } from '../test/properties/harness-properties';
import { PARSER_PROPERTIES } from '../test/properties/parser-properties';
import { PROJECTION_PROPERTIES } from '../test/properties/projection-properties';
import { fuzzProperty, type FuzzReport } from '../test/properties/property-kit';
import { REGISTRY_PROPERTIES } from '../test/properties/registry-properties';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const runs = Number(option('runs') ?? 100_000);
const seed = Number(option('seed') ?? Date.now() % 2 ** 31);
const only = option('only');
const properties = [
  ...PARSER_PROPERTIES,
  ...HARNESS_PROPERTIES,
  ...PROJECTION_PROPERTIES,
  ...REGISTRY_PROPERTIES,
].filter((p) => only === undefined || p.name.includes(only));

console.log(`fuzz: seed ${seed}, budget ${runs.toLocaleString('en')} inputs per property (× its share)`);
const reports: FuzzReport[] = [];
for (const def of properties) {
  const numRuns = Math.max(1, Math.round(runs * (def.fuzzShare ?? 1)));
  const report = await fuzzProperty(def, { numRuns, seed });
  reports.push(report);
  const perSecond = report.runs / (report.ms / 1000);
  const figures = Object.entries(report.figures)
    .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
    .join(', ');
  console.log(
    `${report.failures + report.escaped === 0 ? 'PASS' : 'FAIL'}  ${def.name}\n` +
      `      ${report.runs.toLocaleString('en')} inputs, ${report.failures} failures, ${report.escaped} escaped exceptions, ` +
      `${Math.round(perSecond).toLocaleString('en')} inputs/s (${(report.ms / 1000).toFixed(1)} s)${figures ? `; ${figures}` : ''}`,
  );
  if (report.firstFailure !== undefined) console.log(`      first failing input: ${report.firstFailure}`);
}
const total = reports.reduce((n, r) => n + r.runs, 0);
const failed = reports.reduce((n, r) => n + r.failures, 0);
const escaped = reports.reduce((n, r) => n + r.escaped, 0);
console.log(
  `total: ${total.toLocaleString('en')} inputs, ${failed} failures, ${escaped} escaped exceptions (seed ${seed})`,
);
process.exitCode = failed + escaped === 0 ? 0 : 1;
