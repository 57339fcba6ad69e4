/**
 * One Playwright test per example scenario (e2e/scenarios/*.json, served at /scenarios/): each loads
 * through `?scenario=`, runs with the scripted provider against the real worker, and the timeline shows
 * the codes the scenario is about at the stage that yields them (DESIGN §3), with the run going on after
 * each refusal.
 */
import { expect, test } from '@playwright/test';
import { runScenario, stagesOf, type ScenarioRun } from './support/scenario';

const EVIDENCE_PASS = [
  'supports',
  'parse',
  'protocol',
  'preflight',
  'execute',
  'raw-check',
  'project',
  'validate',
  'dual-source',
  'record',
  'observe',
].map((s) => `${s}:pass`);

interface Expectation {
  file: string;
  status?: ScenarioRun['status'];
  codes: string[];
  /** Per call id: the stage events (`stage:status[:code]`) it must show, or a check. */
  calls: Record<string, string[] | ((stages: string[]) => void)>;
  observations?: Record<string, string>;
  whileRunning?: Parameters<typeof runScenario>[2] extends infer O
    ? O extends { whileRunning?: infer W }
      ? W
      : never
    : never;
}

const lastIs = (stage: string) => (stages: string[]) => expect(stages.at(-1)).toBe(stage);

const EXPECTATIONS: Expectation[] = [
  {
    file: 'happy-path',
    codes: [],
    calls: { call_1: EVIDENCE_PASS, call_2: EVIDENCE_PASS },
    observations: { call_1: 'ok', call_2: 'ok' },
  },
  {
    file: 'malformed-arguments',
    codes: ['DUPLICATE_KEY', 'INVALID_ENVELOPE', 'INVALID_JSON', 'SCHEMA_VIOLATION', 'TRAILING_TOKENS'],
    calls: {
      call_1: ['supports:pass', 'parse:fail:INVALID_JSON'],
      call_2: ['supports:pass', 'parse:fail:TRAILING_TOKENS'],
      call_3: ['supports:pass', 'parse:fail:DUPLICATE_KEY'],
      call_4: ['supports:pass', 'parse:fail:INVALID_ENVELOPE'],
      call_5: ['supports:pass', 'parse:fail:SCHEMA_VIOLATION'],
      call_6: EVIDENCE_PASS,
    },
    observations: { call_1: 'repair_required', call_5: 'repair_required', call_6: 'ok' },
  },
  {
    file: 'missing-evaluation',
    codes: ['EVALUATION_ID_MISMATCH', 'EVALUATION_MISSING'],
    calls: {
      call_2: ['supports:pass', 'parse:pass', 'protocol:fail:EVALUATION_MISSING'],
      call_3: ['supports:pass', 'parse:pass', 'protocol:fail:EVALUATION_ID_MISMATCH'],
      call_4: EVIDENCE_PASS,
    },
  },
  {
    file: 'duplicate-scope',
    codes: ['DUPLICATE_CALL_ID', 'DUPLICATE_SCOPE', 'UNKNOWN_TOOL'],
    calls: {
      call_2: ['supports:pass', 'parse:pass', 'protocol:fail:DUPLICATE_SCOPE'],
      call_3: ['supports:fail:UNKNOWN_TOOL'],
      call_1: (stages) => expect(stages).toContain('supports:fail:DUPLICATE_CALL_ID'),
      call_4: EVIDENCE_PASS,
    },
  },
  {
    file: 'no-gain-stop',
    codes: ['STOP_REQUIRED'],
    calls: { call_3: lastIs('observe:pass'), call_4: ['supports:fail:STOP_REQUIRED'] },
    observations: { call_3: 'ok', call_4: 'stop_required' },
  },
  {
    file: 'evidence-budget',
    codes: ['STOP_REQUIRED'],
    calls: { call_2: EVIDENCE_PASS, call_3: ['supports:fail:STOP_REQUIRED'] },
  },
  {
    file: 'backend-failures',
    codes: ['BACKEND_ERROR', 'BACKEND_TIMEOUT'],
    calls: {
      call_1: lastIs('execute:fail:BACKEND_TIMEOUT'),
      call_2: lastIs('execute:fail:BACKEND_ERROR'),
      call_3: lastIs('execute:fail:BACKEND_ERROR'),
      call_4: lastIs('execute:fail:BACKEND_ERROR'),
      call_5: lastIs('observe:pass'),
    },
    observations: { call_1: 'error', call_5: 'ok' },
  },
  {
    file: 'stop-cancels',
    status: 'stopped',
    codes: ['CANCELLED'],
    calls: { call_1: (stages) => expect(stages.join(' ')).toMatch(/CANCELLED/) },
  },
  {
    file: 'oversize-and-budgets',
    codes: [
      'INPUT_TOO_LARGE',
      'OUTPUT_SCHEMA_VIOLATION',
      'RAW_TOO_LARGE',
      'REQUEST_TOO_LARGE',
      'RUN_BYTES_EXHAUSTED',
      'TOOL_CALL_BUDGET_EXHAUSTED',
    ],
    calls: {
      call_1: ['supports:pass', 'parse:fail:INPUT_TOO_LARGE'],
      call_2: lastIs('preflight:fail:REQUEST_TOO_LARGE'),
      call_3: lastIs('raw-check:fail:RAW_TOO_LARGE'),
      call_4: lastIs('raw-check:fail:OUTPUT_SCHEMA_VIOLATION'),
      call_6: lastIs('preflight:fail:TOOL_CALL_BUDGET_EXHAUSTED'),
      call_8: lastIs('raw-check:fail:RUN_BYTES_EXHAUSTED'),
    },
    observations: { call_8: 'stop_required' },
  },
  {
    file: 'plan-mode-refusal',
    codes: ['PLAN_MODE_BLOCKED'],
    calls: { call_1: EVIDENCE_PASS, call_2: lastIs('preflight:fail:PLAN_MODE_BLOCKED') },
  },
  { file: 'approval-denied', codes: ['APPROVAL_DENIED'], calls: { call_1: lastIs('preflight:fail:APPROVAL_DENIED') } },
  {
    file: 'approval-timeout',
    codes: ['APPROVAL_TIMEOUT'],
    calls: { call_1: lastIs('preflight:fail:APPROVAL_TIMEOUT') },
  },
];

for (const expectation of EXPECTATIONS) {
  test(`scenario ${expectation.file}`, async ({ page }) => {
    const run = await runScenario(page, `/scenarios/${expectation.file}.json`, {
      whileRunning: expectation.whileRunning,
    });
    expect(run.status).toBe(expectation.status ?? 'done');
    expect(run.codes).toEqual(expectation.codes);
    for (const [callId, check] of Object.entries(expectation.calls)) {
      const stages = stagesOf(run, callId);
      if (typeof check === 'function') check(stages);
      else expect(stages, callId).toEqual(check);
    }
    for (const [callId, status] of Object.entries(expectation.observations ?? {}))
      expect(run.observations[callId], callId).toBe(status);
    if (run.status === 'done') await expect(page.getByTestId('final-answer')).not.toBeEmpty();
  });
}

test('a broken scenario file shows each problem with its JSON Pointer', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('scenario-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        name: 'Broken',
        description: '',
        question: 'q',
        tools: [{ name: 't' }],
        backends: {},
        turns: [{ toolCalls: [{ id: 'c', name: 't' }] }],
      }),
    ),
  });
  await expect(page.getByTestId('scenario-status')).toHaveAttribute('data-status', 'error');
  await expect(page.locator('[data-testid="scenario-error"][data-pointer="/turns/0/toolCalls/0"]')).toContainText(
    'arguments',
  );
});

test('a picked scenario file is loaded and run', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('scenario-file').setInputFiles('e2e/scenarios/happy-path.json');
  await expect(page.getByTestId('scenario-status')).toHaveAttribute('data-status', 'loaded');
  await expect(page.getByTestId('question-input')).toHaveValue(/on-call pager/);
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-calls', '2');
});

// The test printed in README "Testing tool-calling with Playwright", verbatim, so the copy stays true.
test('README: a malformed call is refused at parse and the repaired call passes every stage', async ({ page }) => {
  const run = await runScenario(page, '/scenarios/malformed-arguments.json');
  expect(run.status).toBe('done');
  expect(run.codes).toContain('INVALID_JSON');
  expect(stagesOf(run, 'call_1')).toEqual(['supports:pass', 'parse:fail:INVALID_JSON']);
  expect(run.observations.call_1).toBe('repair_required');
  expect(stagesOf(run, 'call_6').every((stage) => stage.endsWith(':pass'))).toBe(true);
  expect(run.observations.call_6).toBe('ok');
  await expect(page.getByTestId('final-answer')).toContainText('400 days');
});
