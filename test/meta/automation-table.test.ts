/**
 * The README's automation table names every `data-testid` the page renders, each with its view
 * (README "Automation contract"; e2e/support/automation-table.ts reads the same table). Ids are read from
 * the source, every `.ts` and `.tsx` file under `src/`: `data-testid="…"` literals, the literals given to a
 * prop that names a test id (`testId="…"`, `exactTestId="…"`), and `nav-<view>` for the five views; an id
 * built from a template (`catalog-export-${e.id}`) needs table ids with its static prefix.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './source-files';
import { parseAutomationTable } from '../../e2e/support/automation-table';
import { VIEW_IDS } from '../../src/app/views/view-route';

/**
 * Every id the page can render: the literals, `nav-<view>`, and the ids a component derives from the
 * `testId` it is given (`data-testid={`${testId}-status`}` in `RawExportButton.tsx` with
 * `<RawExportButton testId="audit-export" …>` elsewhere renders `audit-export-status`).
 */
function renderedIds(): Set<string> {
  const ids = new Set<string>(VIEW_IDS.map((view) => `nav-${view}`));
  const files = sourceFiles(path.join(root, 'src')).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  for (const { text } of files)
    for (const [, id = ''] of text.matchAll(/(?:data-testid|\b[a-z]*[tT]estId)=\{?["']([a-z0-9-]+)["']/g)) ids.add(id);
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

/** The static prefixes of ids built from a template other than `${testId}-…` (`catalog-export-` of `catalog-export-${e.id}`). */
function templatePrefixes(): Set<string> {
  const prefixes = new Set<string>();
  for (const file of sourceFiles(path.join(root, 'src')))
    for (const [, prefix = ''] of readFileSync(file, 'utf8').matchAll(/(?:data-testid|[tT]estId)=\{`([a-z0-9-]+)\$\{/g))
      if (prefix !== 'nav-') prefixes.add(prefix);
  return prefixes;
}

describe('README automation table', () => {
  const table = parseAutomationTable(readFileSync(path.join(root, 'README.md'), 'utf8'));

  it('names every data-testid the page renders, with its view', () => {
    const missing = [...renderedIds()].filter((id) => !table.has(id));
    expect(missing).toEqual([]);
  });

  it('names ids built from a template: some table id has its static prefix', () => {
    const ids = [...table.keys()];
    const missing = [...templatePrefixes()].filter((prefix) => !ids.some((id) => id.startsWith(prefix)));
    expect(missing).toEqual([]);
  });

  it('reads the ids a component derives from its testId and the ids given to an …TestId prop', () => {
    expect(renderedIds()).toContain('audit-export-status');
    expect(renderedIds()).toContain('call-drawer-observation-exact');
    expect(templatePrefixes()).toContain('catalog-export-');
  });

  it('refuses a shorthand id, so the README spells every id out', () => {
    const row = (first: string) =>
      `| \`data-testid\` | view | element | attributes |\n| --- | --- | --- | --- |\n| ${first} | run | x | |\n`;
    expect(() => parseAutomationTable(row('`audit-export`, `-status`'))).toThrow(/whole ids/);
    expect(() => parseAutomationTable(row('`audit-export` (+ `-status`)'))).toThrow(/whole ids/);
    expect(() => parseAutomationTable(row('`mcp-server` counts'))).toThrow(/whole ids/);
    expect([...parseAutomationTable(row('`audit-export`, `audit-export-status`')).keys()]).toEqual([
      'audit-export',
      'audit-export-status',
    ]);
  });

  it('puts each nav link in the shell and the timeline in the Run view', () => {
    expect(table.get('nav-tools')).toBe('any');
    expect(table.get('timeline')).toBe('run');
    expect(table.get('catalog-panel')).toBe('tools');
  });
});
