/**
 * The README's automation table names every `data-testid` the page renders, each with its view
 * (README "Automation contract"; e2e/support/automation-table.ts reads the same table). Ids are read from
 * the source: `data-testid="…"` and `testId="…"` literals and `nav-<view>` for the five views.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAutomationTable } from '../../e2e/support/automation-table';
import { VIEW_IDS } from '../../src/app/views/view-route';

const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.tsx')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

/**
 * Every id the page can render: the literals, `nav-<view>`, and the ids a component derives from the
 * `testId` it is given (`data-testid={`${testId}-status`}` in `RawExportButton.tsx` with
 * `<RawExportButton testId="audit-export" …>` elsewhere renders `audit-export-status`).
 */
function renderedIds(): Set<string> {
  const ids = new Set<string>(VIEW_IDS.map((view) => `nav-${view}`));
  const files = sourceFiles(path.join(root, 'src/app')).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  for (const { text } of files)
    for (const [, id = ''] of text.matchAll(/(?:data-testid|testId)="([a-z0-9-]+)"/g)) ids.add(id);
  for (const { file, text } of files) {
    const suffixes = [...text.matchAll(/data-testid=\{`\$\{(?:props\.)?testId\}(-[a-z0-9-]+)`\}/g)].map((m) => m[1]!);
    if (suffixes.length === 0) continue;
    const component = path.basename(file, '.tsx');
    const usage = new RegExp(`<${component}\\b[^>]*?testId="([a-z0-9-]+)"`, 'g');
    for (const { text: other } of files)
      for (const [, base = ''] of other.matchAll(usage)) for (const suffix of suffixes) ids.add(`${base}${suffix}`);
  }
  return ids;
}

describe('README automation table', () => {
  const table = parseAutomationTable(readFileSync(path.join(root, 'README.md'), 'utf8'));

  it('names every data-testid the page renders, with its view', () => {
    const missing = [...renderedIds()].filter((id) => !table.has(id));
    expect(missing).toEqual([]);
  });

  it('reads the ids a component derives from its testId', () => {
    expect(renderedIds()).toContain('audit-export-status');
  });

  it('puts each nav link in the shell and the timeline in the Run view', () => {
    expect(table.get('nav-tools')).toBe('any');
    expect(table.get('timeline')).toBe('run');
    expect(table.get('catalog-panel')).toBe('tools');
  });
});
