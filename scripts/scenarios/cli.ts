/**
 * `npm run scenarios -- <file|dir>... [--filter <text>] [--update] [--reporter junit --output <file>]`
 * (package bin `harness-scenarios`): runs scenario files headless (run-headless.ts) and checks their
 * `expect`. Every file is validated first; an invalid one prints `INVALID <file>: <pointer> <sentence>`
 * per problem, counts as failed and the others still run. Then one line per scenario, `PASS <name>
 * (<count> calls, <ms> ms)` ("1 call", "5 calls") or `FAIL <name>` with one indented `<pointer>: <sentence>` line per failed
 * expectation, and `N passed, N failed`. Exit code 0 all passed, 1 any failed, 2 any file invalid (2 wins).
 * `--update` writes the run's facts into each file's `expect` (a new baseline). `diff <a> <b>` compares
 * two runs (diff-cli.ts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countOf } from '../../src/contract/count-words';
import { checkExpectations, formatFailure, updatedExpect } from '../../src/contract/scenario-check';
import { linearTest } from '../../src/worker/parser/linear-regexp';
import type { ScenarioError } from '../../src/contract/scenario';
import { validateScenarioText } from '../../src/worker/scenario/validate-scenario';
import { junitXml, type JunitCase } from './junit';
import { runScenarioText } from './run-headless';
import { diffMain } from './diff-cli';

/** Parsed command line. */
export interface CliOptions {
  paths: string[];
  filter?: string;
  update: boolean;
  reporter: 'text' | 'junit';
  output?: string;
}

/** Parses the arguments after the command; throws with a sentence on a bad option. */
export function parseArgs(args: readonly string[]): CliOptions {
  const options: CliOptions = { paths: [], update: false, reporter: 'text' };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const value = () => {
      const next = args[++i];
      if (next === undefined) throw new Error(`${arg} needs a value.`);
      return next;
    };
    if (arg === '--filter') options.filter = value();
    else if (arg === '--update') options.update = true;
    else if (arg === '--output') options.output = value();
    else if (arg === '--reporter') {
      const reporter = value();
      if (reporter !== 'junit' && reporter !== 'text')
        throw new Error(`--reporter must be junit or text, not ${reporter}.`);
      options.reporter = reporter;
    } else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}.`);
    else options.paths.push(arg);
  }
  if (options.paths.length === 0) throw new Error('Name at least one scenario file or folder.');
  if (options.reporter === 'junit' && !options.output) throw new Error('--reporter junit needs --output <file>.');
  return options;
}

/** The .json files a path names: the file itself, or a folder's .json files (recursively), sorted. */
export function expandPaths(paths: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    let isFolder: boolean;
    try {
      isFolder = statSync(path).isDirectory();
    } catch {
      out.push(path); // reported as unreadable
      return;
    }
    if (!isFolder) return void out.push(path);
    for (const name of readdirSync(path).sort()) {
      const child = join(path, name);
      if (statSync(child).isDirectory()) walk(child);
      else if (name.endsWith('.json')) out.push(child);
    }
  };
  paths.forEach(walk);
  return [...new Set(out)];
}

const where = (pointer: string): string => (pointer === '' ? '(the file)' : pointer);

function readText(file: string): { ok: true; text: string } | { ok: false; errors: ScenarioError[] } {
  try {
    return { ok: true, text: readFileSync(file, 'utf8') };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, errors: [{ pointer: '', message: `The file could not be read: ${reason}` }] };
  }
}

/**
 * Runs the command.
 *
 * @param args the arguments after `scenarios`
 * @param print where lines go (default stdout)
 * @returns the exit code (0, 1 or 2)
 */
export async function main(args: readonly string[], print: (line: string) => void = console.log): Promise<number> {
  if (args[0] === 'diff') return diffMain(args.slice(1), print);
  const options = parseArgs(args);
  const cases: JunitCase[] = [];
  let passed = 0;
  let failed = 0;
  let invalid = false;
  const invalidCase = (file: string, errors: ScenarioError[]) => {
    invalid = true;
    failed += 1;
    for (const e of errors) print(`INVALID ${file}: ${where(e.pointer)} ${e.message}`);
    cases.push({
      name: file,
      file,
      ms: 0,
      failures: errors.map((e) => ({ type: 'invalid', message: `${where(e.pointer)} ${e.message}` })),
    });
  };
  const runnable: { file: string; text: string }[] = [];
  const needle = options.filter?.toLowerCase();
  for (const file of expandPaths(options.paths)) {
    const read = readText(file);
    if (!read.ok) {
      invalidCase(file, read.errors);
      continue;
    }
    const checked = validateScenarioText(read.text);
    if (needle !== undefined) {
      const name = checked.ok ? checked.scenario.name : '';
      if (!`${file}\n${name}`.toLowerCase().includes(needle)) continue;
    }
    if (!checked.ok) invalidCase(file, checked.errors);
    else runnable.push({ file, text: read.text });
  }
  for (const { file, text } of runnable) {
    const outcome = await runScenarioText(text);
    if (outcome.kind === 'invalid') {
      invalidCase(file, outcome.errors);
      continue;
    }
    let failures = outcome.failures;
    if (options.update) {
      const next = { ...outcome.file, expect: updatedExpect(outcome.file.expect, outcome.facts) };
      writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
      failures = checkExpectations(next, outcome.facts, linearTest);
      print(`UPDATED ${file}`);
    }
    const ms = Math.round(outcome.ms);
    if (failures.length === 0) {
      passed += 1;
      print(`PASS ${outcome.name} (${countOf(outcome.facts.calls, 'call')}, ${ms} ms)`);
    } else {
      failed += 1;
      print(`FAIL ${outcome.name}`);
      for (const failure of failures) print(`  ${formatFailure(failure)}`);
    }
    cases.push({
      name: outcome.name,
      file,
      ms,
      failures: failures.map((f) => ({
        type: 'expectation',
        message: formatFailure(f),
        body: `expected: ${JSON.stringify(f.expected)}\nactual: ${JSON.stringify(f.actual)}`,
      })),
    });
  }
  print(`${passed} passed, ${failed} failed`);
  if (options.reporter === 'junit' && options.output) writeFileSync(options.output, junitXml(cases));
  return invalid ? 2 : failed > 0 ? 1 : 0;
}
