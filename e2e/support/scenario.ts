/**
 * Playwright helper for scenario files — copy it into your own suite (with src/contract). `runScenario`
 * opens the console with `/?scenario=<path>` (the worker fetches and validates the file), waits until
 * it is loaded, clicks Run, waits for `run-status[data-status]` to be done | stopped | error (never a
 * sleep), and returns what the automation contract exposes: the status, `data-calls`, `data-codes`, and
 * each call's stage events and observation. Then it checks the file's `expect` with the same checker
 * and the same messages as the headless runner (`npm run scenarios`), and throws when any expectation
 * fails. The run is read from `window.__consoleStore.getState()`, the page's read-only test view: `run`
 * (what `run-status` shows: status, calls, codes) and `observations` (the window of the shown run's calls,
 * the latest 200, each by `callKey` with its `tool_call_id`, observation and stage list) — not from the
 * rendered rows, because the timeline list is virtualized and may not render every row. When the
 * file's `expect` has `noRaw`, the strings are looked for in the DOM, local and session storage, the
 * store, the page's console messages, and the run's two trace downloads (the console trace file and
 * OTLP/JSON, saved through the Runs view's export buttons as a user saves them).
 */
import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { openView, openViewOf } from './views';
import { buildScenarioFacts, journeyStages, type CallRecordInput } from '../../src/contract/scenario-facts';
import { checkExpectations, formatFailure } from '../../src/contract/scenario-check';
import { linearTest } from '../../src/worker/parser/linear-regexp';
import type { FailedExpectation, ScenarioFacts } from '../../src/contract/scenario-expect';
import type { ExpectSource } from '../../src/contract/scenario-expect';
import type { ModelObservation } from '../../src/contract';

/** One stage event of one call, as the timeline shows it. */
export interface ScenarioEvent {
  callId: string;
  /** The call (`"<runId>#<n>"`): two uses of one tool_call_id have two keys. */
  callKey: string;
  stage: string;
  status: 'pass' | 'fail' | 'info';
  code?: string;
  bytes?: number;
}

/** What a scenario run showed. */
export interface ScenarioRun {
  status: 'done' | 'stopped' | 'error';
  /** Tool calls answered (the view's `run.calls`, as `run-status[data-calls]` shows it). */
  calls: number;
  /** Distinct codes seen, sorted (the view's `run.codes`, as `run-status[data-codes]`). */
  codes: string[];
  /** Every stage event of the run's calls, call by call in arrival order. */
  events: ScenarioEvent[];
  /** `observation[data-status]` per call id (a reused id: its last use). */
  observations: Record<string, string>;
  /** `observation[data-status]` per callKey, in arrival order. */
  observationsByKey: Record<string, string>;
  /** The run's facts as the file's `expect` reads them. */
  facts: ScenarioFacts;
  /** Failed expectations (empty unless `checkExpect: false`: runScenario throws on any). */
  failures: FailedExpectation[];
}

/** Options of `runScenario`. */
export interface RunScenarioOptions {
  /** Runs after Run is clicked and before waiting for the end (e.g. click Stop once a call hangs). */
  whileRunning?(page: Page): Promise<void>;
  /** How long the run may take, in ms (default 30,000). */
  timeout?: number;
  /** Throw when the file's `expect` fails (default true). */
  checkExpect?: boolean;
}

/**
 * Loads a scenario by its same-origin path and runs it.
 *
 * @param page a Playwright page on the console's origin (baseURL)
 * @param path the scenario's path, e.g. `/scenarios/happy-path.json`
 * @returns the run's status, calls, codes, call events and observation statuses
 */
export async function runScenario(page: Page, path: string, options: RunScenarioOptions = {}): Promise<ScenarioRun> {
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.goto(`/?scenario=${encodeURIComponent(path)}`);
  // The file as the page's origin serves it (the same bytes the worker fetched).
  const file = (await page.evaluate(
    async (url) => (await fetch(url)).json() as Promise<unknown>,
    path,
  )) as ExpectSource & { name: string };
  const loader = page.getByTestId('scenario-status');
  await expect(loader).toHaveAttribute('data-status', /^(loaded|error)$/);
  if ((await loader.getAttribute('data-status')) === 'error') {
    const problems = await page.getByTestId('scenario-error').allTextContents();
    throw new Error(`The scenario ${path} did not load:\n${problems.join('\n')}`);
  }
  await expect(page.getByTestId('provider-select')).toHaveValue('scenario');
  await page.getByTestId('run-button').click();
  await options.whileRunning?.(page);
  const status = page.getByTestId('run-status');
  await expect(status).toHaveAttribute('data-status', /^(done|stopped|error)$/, { timeout: options.timeout ?? 30_000 });
  const seen = await page.evaluate(() => {
    type Observation = {
      runId: string;
      callId: string;
      callKey: string;
      toolName: string;
      observation: unknown;
      stages?: { stage: string; status: 'pass' | 'fail' | 'info'; code?: string; bytes?: number }[];
    };
    type Segment = { kind: 'text'; text: string } | { kind: 'citation'; id: string };
    const state = (
      window as unknown as {
        __consoleStore: {
          getState(): {
            run: { runId: string | null; status: string; calls: number; codes: string[] };
            observations: Observation[];
            releasedAnswer: {
              segments: Segment[];
              supported: number;
              unsupported: number;
              verdict: { answersQuestion: 'yes' | 'partly' | 'no' };
            } | null;
          };
        };
      }
    ).__consoleStore.getState();
    const storage = (area: Storage) => JSON.stringify(Object.entries(area));
    const data = Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== 'function'));
    return {
      run: state.run,
      calls: state.observations.filter((entry) => entry.runId === state.run.runId),
      answer: state.releasedAnswer && {
        text: state.releasedAnswer.segments.map((s) => (s.kind === 'text' ? s.text : `[${s.id}]`)).join(''),
        answersQuestion: state.releasedAnswer.verdict.answersQuestion,
        supported: state.releasedAnswer.supported,
        unsupported: state.releasedAnswer.unsupported,
      },
      visible: {
        dom: document.documentElement.outerHTML,
        storage: storage(localStorage) + storage(sessionStorage),
        store: JSON.stringify(data),
      },
    };
  });
  const events: ScenarioEvent[] = seen.calls.flatMap((call) =>
    (call.stages ?? []).map((stage) => ({ callId: call.callId, callKey: call.callKey, ...stage })),
  );
  const runStatus = seen.run.status as ScenarioRun['status'];
  const { calls, codes } = seen.run;
  const exports = (file.expect?.noRaw ?? []).length > 0 ? await traceExports(page) : {};
  const facts = buildScenarioFacts({
    status: runStatus,
    calls,
    codes,
    invocations: seen.calls.map((call): CallRecordInput => ({
      toolCallId: call.callId,
      toolName: call.toolName,
      events: call.stages ?? [],
      observation: call.observation as ModelObservation,
    })),
    answer: seen.answer,
    visible: { ...seen.visible, console: consoleLines.join('\n'), ...exports },
  });
  const failures = options.checkExpect === false ? [] : checkExpectations(file, facts, linearTest);
  if (failures.length > 0)
    throw new Error(`FAIL ${file.name}\n${failures.map((failure) => `  ${formatFailure(failure)}`).join('\n')}`);
  return {
    status: runStatus,
    calls,
    codes,
    events,
    observations: Object.fromEntries(
      seen.calls.map((entry) => [entry.callId, (entry.observation as ModelObservation).status]),
    ),
    observationsByKey: Object.fromEntries(
      seen.calls.map((entry) => [entry.callKey, (entry.observation as ModelObservation).status]),
    ),
    facts,
    failures,
  };
}

/**
 * The shown run's trace exports as the page saves them: clicks `trace-export-console` and
 * `trace-export-otlp` in the Runs view, reads each download, and opens the Run view again.
 *
 * @returns `{ trace, otlp }`: the two files' text (the names the headless runner gives them)
 */
async function traceExports(page: Page): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [place, testId] of [
    ['trace', 'trace-export-console'],
    ['otlp', 'trace-export-otlp'],
  ] as const) {
    const button = await openViewOf(page, testId);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    out[place] = await readFile(await download.path(), 'utf8');
  }
  await openView(page, 'run');
  return out;
}

/** The events of every call with this tool_call_id (or of the one call with this callKey), in order. */
export function eventsOf(run: ScenarioRun, callIdOrKey: string): ScenarioEvent[] {
  return run.events.filter((event) => event.callKey === callIdOrKey || event.callId === callIdOrKey);
}

/**
 * The journey stages of one call as `stage:status[:code]` strings. Given a tool_call_id used more than
 * once, the stages of every use, one after the other; pass the callKey to read one use.
 */
export function stagesOf(run: ScenarioRun, callIdOrKey: string): string[] {
  return journeyStages(eventsOf(run, callIdOrKey));
}
