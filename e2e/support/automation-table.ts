/**
 * The README's automation contract table, read as data: which view (`run`, `tools`, `sources`, `runs`,
 * `settings`, or `any` for the shell and the global dialogs) each `data-testid` lives in. The README is
 * the one source; e2e helpers (`views.ts`) and the meta test `test/meta/automation-table.test.ts` read it.
 * Node only (reads the file).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where a test id lives: one of the five views, or `any` (shown over or beside every view). */
export type ContractView = 'run' | 'tools' | 'sources' | 'runs' | 'settings' | 'any';

const VIEWS: readonly ContractView[] = ['run', 'tools', 'sources', 'runs', 'settings', 'any'];

const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../README.md');

/**
 * Parses the table: every backticked id of a row's first cell mapped to the row's view cell. The first
 * cell holds whole ids only (`` `audit-export`, `audit-export-status` ``): a shorthand (`` `-status` ``),
 * a wildcard or words beside the ids are refused, so a search of the README for an id always finds it.
 *
 * @param markdown the README text
 * @returns id → view; throws when the table or its view column is missing, a view is unknown, or a first
 *   cell holds anything but whole backticked ids separated by commas
 */
export function parseAutomationTable(markdown: string): Map<string, ContractView> {
  const lines = markdown.split('\n');
  const head = lines.findIndex((line) => line.startsWith('| `data-testid` | view |'));
  if (head < 0) throw new Error('README: the automation table (| `data-testid` | view | …) is missing');
  const views = new Map<string, ContractView>();
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith('|')) break;
    const [first = '', viewCell = ''] = line.slice(1).split(' | ');
    const view = viewCell.trim() as ContractView;
    if (!VIEWS.includes(view)) throw new Error(`README: unknown view "${viewCell}" in row ${line}`);
    if (!/^\s*`[a-z0-9][a-z0-9-]*`(?:, `[a-z0-9][a-z0-9-]*`)*\s*$/.test(first))
      throw new Error(`README: the first cell must list whole ids (\`a-b\`, \`a-b-c\`), not "${first.trim()}"`);
    for (const [, id = ''] of first.matchAll(/`([a-z0-9-]+)`/g)) views.set(id, view);
  }
  return views;
}

let cached: Map<string, ContractView> | undefined;

/** The view of `testId` per the README; throws when the README does not list it. */
export function viewOf(testId: string): ContractView {
  cached ??= parseAutomationTable(readFileSync(README, 'utf8'));
  const view = cached.get(testId);
  if (!view) throw new Error(`README automation table lists no "${testId}"`);
  return view;
}
