import { expect, test } from '@playwright/test';
import { runScenario, stagesOf } from './support/scenario';

test('a malformed call is refused at parse and the repaired call passes every stage', async ({ page }) => {
  const run = await runScenario(page, '/scenarios/malformed-arguments.json');
  expect(run.status).toBe('done');
  expect(run.codes).toContain('INVALID_JSON');
  expect(stagesOf(run, 'call_1')).toEqual(['supports:pass', 'parse:fail:INVALID_JSON']);
  expect(run.observations.call_1).toBe('repair_required');
  expect(stagesOf(run, 'call_6').every((stage) => stage.endsWith(':pass'))).toBe(true);
  expect(run.observations.call_6).toBe('ok');
  await expect(page.getByTestId('final-answer')).toContainText('400 days');
});
