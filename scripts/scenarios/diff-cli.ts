/**
 * `npm run scenarios -- diff <a> <b>`: compares two runs, each a console trace file (exported from the
 * Runs view) or a scenario file (run headless first, then read as the trace the console would export).
 * Prints one line per difference (`call <n> <tool>: <field> <a> → <b>`, see `formatRunDiff`) and a final
 * `N differences` line. Exit code 0 when the runs are the same, 1 when they differ, 2 when a file
 * cannot be read as either (its `INVALID <file>: <pointer> <sentence>` lines printed).
 */
import { readFileSync } from 'node:fs';
import { diffRuns, formatRunDiff } from '../../src/contract/run-diff';
import { TRACE_FORMAT, type ConsoleTrace, type TraceError } from '../../src/contract/trace';
import { readTraceText } from '../../src/worker/trace/console-trace';
import { runScenarioText } from './run-headless';

type Loaded = { ok: true; trace: ConsoleTrace } | { ok: false; errors: TraceError[] };

function isTraceText(text: string): boolean {
  try {
    const value = JSON.parse(text) as { format?: unknown } | null;
    return value !== null && typeof value === 'object' && value.format === TRACE_FORMAT;
  } catch {
    return false;
  }
}

/** Reads one side: a trace file as it stands, a scenario file as the trace of its headless run. */
export async function loadRun(file: string): Promise<Loaded> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, errors: [{ pointer: '', message: `The file could not be read: ${reason}` }] };
  }
  if (isTraceText(text)) {
    const read = readTraceText(text, 'diff');
    return read.ok ? { ok: true, trace: JSON.parse(text) as ConsoleTrace } : { ok: false, errors: read.errors };
  }
  const outcome = await runScenarioText(text);
  if (outcome.kind === 'invalid') return { ok: false, errors: outcome.errors };
  if (outcome.runId === null) return { ok: false, errors: [{ pointer: '', message: 'The scenario recorded no run.' }] };
  const exported = await outcome.timeline.exportTrace(outcome.runId, 'console');
  if (!exported.ok) return { ok: false, errors: [{ pointer: '', message: exported.message }] };
  return { ok: true, trace: JSON.parse(await (exported.blob as Blob).text()) as ConsoleTrace };
}

/**
 * Runs `diff`.
 *
 * @param args the two paths
 * @param print where lines go
 * @returns 0 same, 1 different, 2 a file invalid or a wrong number of paths
 */
export async function diffMain(args: readonly string[], print: (line: string) => void): Promise<number> {
  if (args.length !== 2) throw new Error('diff needs two files: npm run scenarios -- diff <a> <b>.');
  const [a, b] = await Promise.all(args.map(loadRun));
  let invalid = false;
  [a, b].forEach((side, i) => {
    if (side?.ok === false) {
      invalid = true;
      for (const e of side.errors)
        print(`INVALID ${args[i]}: ${e.pointer === '' ? '(the file)' : e.pointer} ${e.message}`);
    }
  });
  if (invalid || !a?.ok || !b?.ok) return 2;
  const diff = diffRuns(a.trace, b.trace);
  formatRunDiff(diff).forEach((line) => print(line));
  return diff.differences === 0 ? 0 : 1;
}
