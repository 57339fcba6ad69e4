/**
 * The user's own documents as a tool source: a Markdown file added through the
 * knowledge panel (handed to the worker unread, indexed beside the shipped corpus) makes a question about
 * its content answerable by the offline model, with the citation pointing to that document and marked
 * supported by the release step; the document survives a reload (IndexedDB) and can be removed; a file of
 * an unsupported type is refused with the reason and nothing else is lost.
 */
import { expect, test, type Page } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';
import { openView } from './support/views';

const FACT = 'The Zorblax gateway rotates its signing keys every 17 hours.';
const NOTES = `# Zorblax gateway operations\n\n## Key rotation\n\n${FACT} Old keys stay valid for one more hour.\n\n## Logging\n\nAccess logs are kept for 30 days.\n`;
const QUESTION = 'How often does the Zorblax gateway rotate its signing keys?';

function documentRow(page: Page, name: string) {
  return page.locator(`[data-testid="knowledge-document"][data-name="${name}"]`);
}

test('a document added by the user answers a question with a citation to it, survives a reload, and is removable', async ({
  page,
}) => {
  await openConsole(page, '/#/sources');
  const panel = page.getByTestId('knowledge-panel');
  await expect(panel).toHaveAttribute('data-status', 'ready');
  await panel
    .getByTestId('knowledge-file-input')
    .setInputFiles({ name: 'zorblax-notes.md', mimeType: 'text/markdown', buffer: Buffer.from(NOTES) });
  const row = documentRow(page, 'zorblax-notes.md');
  await expect(row).toHaveAttribute('data-chunks', /^[1-9]\d*$/);
  const id = await row.getAttribute('data-id');
  expect(id).toMatch(/^[a-z0-9]{8}$/);
  await expect(page.getByTestId('knowledge-storage')).toContainText(/Documents use \d/);
  await expect(page.getByTestId('knowledge-storage')).toHaveAttribute('data-persisted', /^(true|false)$/);

  // The offline model finds the fact and cites the document; the release step marks the citation supported.
  await ask(page, QUESTION);
  expect(await waitForRunEnd(page)).toBe('done');
  const answer = page.getByTestId('final-answer');
  await expect(answer).toContainText('17 hours');
  const cited = answer.locator('[data-testid="citation"]', { hasText: `doc:${id}#` });
  await expect(cited.first()).toHaveAttribute('data-supported', 'true');

  // Kept across reloads (the worker stores it in IndexedDB and lists it on start).
  await page.reload();
  await openView(page, 'sources');
  await expect(page.getByTestId('knowledge-panel')).toHaveAttribute('data-status', 'ready');
  await expect(documentRow(page, 'zorblax-notes.md')).toHaveAttribute('data-chunks', /^[1-9]\d*$/);

  // Removing it removes it — also after another reload.
  await openView(page, 'sources');
  await documentRow(page, 'zorblax-notes.md').getByTestId('knowledge-remove').click();
  await expect(documentRow(page, 'zorblax-notes.md')).toHaveCount(0);
  await page.reload();
  await openView(page, 'sources');
  await expect(page.getByTestId('knowledge-panel')).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('knowledge-document')).toHaveCount(0);
});

test('a file of an unsupported type is refused with the reason and nothing else is lost', async ({ page }) => {
  await openConsole(page, '/#/sources');
  const input = page.getByTestId('knowledge-file-input');
  await input.setInputFiles({
    name: 'keep.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Plain notes that must stay.'),
  });
  await expect(documentRow(page, 'keep.txt')).toBeVisible();
  await input.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00]),
  });
  const error = page.getByTestId('knowledge-error');
  await expect(error).toHaveAttribute('data-code', 'UNSUPPORTED_TYPE');
  await expect(error).toContainText('setup.exe');
  await expect(page.getByTestId('knowledge-document')).toHaveCount(1);
  await expect(documentRow(page, 'keep.txt')).toBeVisible();
});
