/**
 * Playwright helper for scenario files — copy it into your own suite. `runScenario` opens the
 * console with `/?scenario=<path>` (the worker fetches and validates the file), waits until it is
 * loaded, clicks Run, waits for `run-status[data-status]` to be done | stopped | error (never a sleep),
 * and returns what the automation contract exposes: the status, `data-calls`, `data-codes`, and every
 * stage event of the run. Events are read from `window.__consoleStore` (the bounded live tail), not
 * from the rendered rows, because the timeline list is virtualized and may not render every row.
 */
import { expect, type Page } from '@playwright/test';

/** One stage event of one call, as the timeline shows it. */
export interface ScenarioEvent {
  callId: string;
  stage: string;
  status: 'pass' | 'fail' | 'info';
  code?: string;
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
}

/** Options of `runScenario`. */
export interface RunScenarioOptions {
  /** Runs after Run is clicked and before waiting for the end (e.g. click Stop once a call hangs). */
  whileRunning?(page: Page): Promise<void>;
  /** How long the run may take, in ms (default 30,000). */
  timeout?: number;
}

/**
 * Loads a scenario by its same-origin path and runs it.
 *
 * @param page a Playwright page on the console's origin (baseURL)
 * @param path the scenario's path, e.g. `/scenarios/happy-path.json`
 * @returns the run's status, calls, codes, call events and observation statuses
 */
export async function runScenario(page: Page, path: string, options: RunScenarioOptions = {}): Promise<ScenarioRun> {
  await page.goto(`/?scenario=${encodeURIComponent(path)}`);
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
  const { events, observations } = await page.evaluate(() => {
    type Entry = {
      event: { callId?: string; stage: string; status: 'pass' | 'fail' | 'info'; code?: string; at: number };
    };
    type Observation = { callId: string; observation: { status: string } };
    const state = (
      window as unknown as { __consoleStore: { getState(): { timeline: Entry[]; observations: Observation[] } } }
    ).__consoleStore.getState();
    return {
      events: state.timeline
        .map((entry) => entry.event)
        .filter((event) => event.callId !== undefined)
        .sort((a, b) => a.at - b.at)
        .map(({ callId, stage, status, code }) => ({ callId: callId!, stage, status, ...(code ? { code } : {}) })),
      observations: Object.fromEntries(state.observations.map((entry) => [entry.callId, entry.observation.status])),
    };
  });
  return {
    status: (await status.getAttribute('data-status')) as ScenarioRun['status'],
    calls,
    codes,
    events,
    observations,
  };
}

/** The events of one call, in order. */
export function eventsOf(run: ScenarioRun, callId: string): ScenarioEvent[] {
  return run.events.filter((event) => event.callId === callId);
}

/** The harness stage events (not page lanes) of one call, as `stage:status[:code]` strings. */
export function stagesOf(run: ScenarioRun, callId: string): string[] {
  const PAGE_STAGES = new Set([
    'loop-dispatch',
    'model-turn',
    'model-error',
    'release',
    'approval-request',
    'approval-decision',
    'backend-progress',
  ]);
  return eventsOf(run, callId)
    .filter((event) => !PAGE_STAGES.has(event.stage))
    .map((event) => `${event.stage}:${event.status}${event.code ? `:${event.code}` : ''}`);
}
