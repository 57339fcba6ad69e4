/**
 * The tool catalog: every descriptor listed and filterable; the test form emits argument text
 * that goes through `invoke` like a model call (all eleven stages in the timeline for the evidence tool);
 * a tool list loaded from a file registers the good tools and shows the refused one with its pointer;
 * bad JSON is refused with its position.
 */
import { expect, test } from '@playwright/test';
import { STAGES, openConsole } from './support/console-page';
import { answered, selectTool, send, stagesAfter } from './support/catalog-page';
import { openView } from './support/views';

const TOOL_LIST = {
  tools: [
    {
      name: 'get_weather',
      description: 'Weather for a city',
      inputSchema: {
        type: 'object',
        properties: { city: { type: 'string' }, unit: { enum: ['c', 'f'] } },
        required: ['city'],
      },
      annotations: { readOnlyHint: true },
    },
    { name: 'broken_tool', inputSchema: { type: 'string' } },
    {
      type: 'function',
      function: {
        name: 'create_ticket',
        parameters: { type: 'object', properties: { summary: { type: 'string' } }, required: ['summary'] },
      },
    },
  ],
};

test('the test form sends lookup_knowledge through invoke and the timeline shows all its stages', async ({ page }) => {
  await openConsole(page, '/#/tools');
  await expect(page.getByTestId('catalog-panel')).toBeVisible();
  await page.getByTestId('catalog-filter').fill('sqlite documentation');
  await expect(page.getByTestId('catalog-tool')).toHaveCount(1);
  await page.getByTestId('catalog-filter').fill('');
  await page.getByTestId('catalog-filter-risk').selectOption('medium');
  await expect(page.locator('[data-testid="catalog-tool"]')).toHaveAttribute('data-tool-name', 'save_note');
  await page.getByTestId('catalog-filter-risk').selectOption('');

  await selectTool(page, 'lookup_knowledge');
  await expect(page.getByTestId('catalog-export-openai-strict')).toContainText('"strict": true');
  await expect(page.getByTestId('catalog-export-gemini')).toContainText('lookup_knowledge');
  // The test form comes before the JSON blocks of the definition and the exports.
  const formTop = (await page.getByTestId('catalog-test-form').boundingBox())?.y ?? Infinity;
  for (const id of ['catalog-source-definition', 'catalog-export-openai', 'catalog-export-gemini'])
    expect(formTop, `test form above ${id}`).toBeLessThan((await page.getByTestId(id).boundingBox())?.y ?? -1);
  await page.locator('[data-field="query *"]').fill('WAL checkpoint');
  await expect(page.getByTestId('catalog-arguments-text')).toHaveValue(/"previous_observation": null/);
  await send(page);
  const { status, callId } = await answered(page);
  expect(status).toBe('ok');
  const stages = await stagesAfter(page, callId, 'observe');
  expect(stages.filter((s) => s.status === 'pass').map((s) => s.stage)).toEqual([...STAGES]);
  await expect(page.locator(`[data-testid="observation"][data-call-id="${callId}"]`)).toHaveAttribute(
    'data-status',
    'ok',
  );
});

test('a tool list file registers the good tools and shows the refused one with its pointer', async ({ page }) => {
  await openConsole(page, '/#/tools');
  await page.getByTestId('catalog-load-file').setInputFiles({
    name: 'team-tools.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(TOOL_LIST)),
  });
  await expect(page.getByTestId('catalog-load-report')).toHaveAttribute('data-registered', '2');
  const refusal = page.getByTestId('catalog-refusal');
  await expect(refusal).toHaveCount(1);
  await expect(refusal).toHaveAttribute('data-index', '1');
  await expect(refusal).toHaveAttribute('data-pointer', /^\/inputSchema/);
  await expect(page.locator('[data-testid="catalog-tool"][data-tool-name="get_weather"]')).toHaveAttribute(
    'data-risk',
    'low',
  );
  await expect(page.locator('[data-testid="catalog-tool"][data-tool-name="create_ticket"]')).toHaveAttribute(
    'data-kind',
    'builtin',
  );
  await page.getByTestId('catalog-filter-source').selectOption('file:team-tools.json');
  await expect(page.getByTestId('catalog-tool')).toHaveCount(2);

  // A loaded tool goes through every check: a hallucinated parameter is refused at parse …
  await selectTool(page, 'get_weather');
  await send(page, '{"city":"Oslo","days":3}');
  const refused = await answered(page);
  expect(refused.status).toBe('repair_required');
  expect(await stagesAfter(page, refused.callId, 'parse')).toContainEqual({
    stage: 'parse',
    status: 'fail',
    code: 'SCHEMA_VIOLATION',
  });
  // … and a valid call passes parse and preflight; the file brings no implementation, so execute says so.
  await openView(page, 'tools');
  await page.locator('[data-field="city *"]').fill('Oslo');
  await send(page);
  const call = await answered(page);
  const stages = await stagesAfter(page, call.callId, 'execute');
  expect(stages.slice(0, 3).map((s) => `${s.stage}:${s.status}`)).toEqual([
    'supports:pass',
    'parse:pass',
    'preflight:pass',
  ]);
  expect(stages).toContainEqual({ stage: 'execute', status: 'fail', code: 'BACKEND_ERROR' });
});

test('a file that is not valid JSON is refused with its position', async ({ page }) => {
  await openConsole(page, '/#/tools');
  await page.getByTestId('catalog-load-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('[\n  {"name": "a",}\n]'),
  });
  await expect(page.getByTestId('catalog-load-error')).toContainText('line 2');
  await expect(page.getByTestId('catalog-load-error')).toContainText('INVALID_JSON');
});
