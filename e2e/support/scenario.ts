/**
 * Playwright helper for scenario files — copy it into your own suite (with src/contract). `runScenario`
 * opens the console with `/?scenario=<path>` (the worker fetches and validates the file), waits until
 * it is loaded, clicks Run, waits for `run-status[data-status]` to be done | stopped | error (never a
 * sleep), and returns what the automation contract exposes: the status, `data-calls`, `data-codes`, and
 * every stage event of the run. Then it checks the file's `expect` with the same checker and the same
 * messages as the headless runner (`npm run scenarios`), and throws when any expectation fails. Events
 * are read from `window.__consoleStore` (the bounded live tail), not from the rendered rows, because the
 * timeline list is virtualized and may not render every row.
 */
import { expect, type Page } from '@playwright/test';
import {
  buildScenarioFacts,
  journeyStages,
  NON_JOURNEY_STAGES,
  type CallRecordInput,
} from '../../src/contract/scenario-facts';
import { checkExpectations, formatFailure } from '../../src/contract/scenario-check';
import type { FailedExpectation, ScenarioFacts } from '../../src/contract/scenario-expect';
import type { ExpectSource } from '../../src/contract/scenario-expect';
import type { ModelObservation } from '../../src/contract';

/** One stage event of one call, as the timeline shows it. */
export interface ScenarioEvent {
  callId: string;
  stage: string;
  status: 'pass' | 'fail' | 'info';
  code?: string;
  bytes?: number;
}

/** What a scenario run showed. */
export interface ScenarioRun {
  status: 'done' | 'stopped' | 'error';
  /** `run-status[data-calls]`: tool calls answered. */
  calls: number;
  /** `run-status[data-codes]`: distinct codes seen, sorted. */
  codes: string[];
  /** Every event that belongs to a call (page and harness lanes), in time order. */
  events: ScenarioEvent[];
  /** `observation[data-status]` per call id. */
  observations: Record<string, string>;
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
  const codes = ((await status.getAttribute('data-codes')) ?? '').split(' ').filter(Boolean);
  const calls = Number((await status.getAttribute('data-calls')) ?? '0');
  const seen = await page.evaluate(() => {
    type Entry = {
      event: {
        runId: string;
        callId?: string;
        stage: string;
        status: 'pass' | 'fail' | 'info';
        code?: string;
        at: number;
        bytes?: number;
      };
    };
    type Observation = { runId: string; callId: string; toolName: string; observation: unknown };
    type Segment = { kind: 'text'; text: string } | { kind: 'citation'; id: string };
    const state = (
      window as unknown as {
        __consoleStore: {
          getState(): {
            runId: string | null;
            timeline: Entry[];
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
      events: state.timeline
        .map((entry) => entry.event)
        .filter((event) => event.callId !== undefined && event.runId === state.runId)
        .sort((a, b) => a.at - b.at)
        .map(({ callId, stage, status, code, bytes }) => ({
          callId: callId!,
          stage,
          status,
          ...(code ? { code } : {}),
          ...(bytes !== undefined ? { bytes } : {}),
        })),
      observations: state.observations.filter((entry) => entry.runId === state.runId),
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
  const runStatus = (await status.getAttribute('data-status')) as ScenarioRun['status'];
  const facts = buildScenarioFacts({
    status: runStatus,
    calls,
    codes,
    invocations: invocationsOf(
      seen.events,
      seen.observations as { callId: string; toolName: string; observation: ModelObservation }[],
    ),
    answer: seen.answer,
    visible: { ...seen.visible, console: consoleLines.join('\n') },
  });
  const failures = options.checkExpect === false ? [] : checkExpectations(file, facts);
  if (failures.length > 0)
    throw new Error(`FAIL ${file.name}\n${failures.map((failure) => `  ${formatFailure(failure)}`).join('\n')}`);
  return {
    status: runStatus,
    calls,
    codes,
    events: seen.events,
    observations: Object.fromEntries(
      seen.observations.map((entry) => [entry.callId, (entry.observation as ModelObservation).status]),
    ),
    facts,
    failures,
  };
}

/**
 * One entry per use of a tool_call_id, in call order. A use's journey events run from its `supports`
 * event (the first stage of every call) to the next use's; the store keeps the newest observation per
 * call id, so it belongs to the id's last use (an earlier use of a reused id has stages only).
 */
function invocationsOf(
  events: readonly ScenarioEvent[],
  observations: readonly { callId: string; toolName: string; observation: ModelObservation }[],
): CallRecordInput[] {
  const uses: { callId: string; events: ScenarioEvent[] }[] = [];
  const last = new Map<string, { callId: string; events: ScenarioEvent[] }>();
  for (const event of events) {
    if (NON_JOURNEY_STAGES.has(event.stage)) continue;
    let use = last.get(event.callId);
    if (!use || event.stage === 'supports') {
      use = { callId: event.callId, events: [] };
      uses.push(use);
      last.set(event.callId, use);
    }
    use.events.push(event);
  }
  const byId = new Map(observations.map((entry) => [entry.callId, entry]));
  return uses.map((use) => {
    const entry = last.get(use.callId) === use ? byId.get(use.callId) : undefined;
    return {
      toolCallId: use.callId,
      toolName: entry?.toolName ?? '',
      events: use.events,
      ...(entry ? { observation: entry.observation } : {}),
    };
  });
}

/** The events of one call, in order. */
export function eventsOf(run: ScenarioRun, callId: string): ScenarioEvent[] {
  return run.events.filter((event) => event.callId === callId);
}

/** The harness stage events (not page lanes) of one call, as `stage:status[:code]` strings. */
export function stagesOf(run: ScenarioRun, callId: string): string[] {
  return journeyStages(eventsOf(run, callId));
}
