/** Run-list words (DESIGN.md §8 run kinds): catalog test calls are named in words, never "interrupted". */
import { describe, expect, it } from 'vitest';
import { runLabel } from '../../../../src/app/components/traces/run-label';
import type { RunListItem } from '../../../../src/contract';

const when = () => 'at start';
const item = (extra: Partial<RunListItem>): RunListItem => ({
  runId: 'run_x',
  startedAt: 0,
  status: 'interrupted',
  kind: 'model',
  calls: 3,
  events: 30,
  codes: [],
  ...extra,
});

describe('runLabel', () => {
  it('names catalog test calls in words with their count, without a status or the raw id', () => {
    const label = runLabel(item({ kind: 'catalog' }), when);
    expect(label.title).toBe('Catalog test calls');
    expect(label.meta).toMatch(/^3 calls · /);
    expect(`${label.title} ${label.meta}`).not.toMatch(/interrupted|run_x/);
  });

  it('says when an interrupted run stopped and marks imported runs', () => {
    expect(runLabel(item({ question: 'Why?', endedAt: 60_000 }), when).meta).toMatch(/^interrupted at /);
    const imported = runLabel(item({ kind: 'imported', status: 'done', imported: true }), when);
    expect(imported).toEqual({ title: 'Imported run', meta: 'imported · done · 3 calls · at start' });
  });

  it('a run stored only up to a point says how many calls storage holds and when it stopped', () => {
    const meta = runLabel(item({ calls: 1808, endedAt: 60_000, storage: 'partial' }), when).meta;
    expect(meta).toMatch(/^interrupted at .* · partly stored: 1,808 calls saved before it stopped · at start$/);
    const refused = runLabel(item({ status: 'done', storage: 'partial' }), when).meta;
    expect(refused).toMatch(/^done · 3 calls, not all stored/);
  });

  it('a run storage refused part of says its status and what was saved, never "interrupted"', () => {
    const storageRefused = { runCalls: 800, savedCalls: 120 };
    const done = runLabel(
      item({ question: 'Why?', status: 'done', calls: 120, storage: 'partial', storageRefused }),
      when,
    );
    expect(done).toEqual({ title: 'Why?', meta: 'done · storage refused the rest: 120 of 800 calls saved · at start' });
    const live = runLabel(item({ status: 'running', calls: 800, storage: 'partial', storageRefused }), when).meta;
    expect(live).toBe('running · storage refused the rest: 120 of 800 calls saved so far · at start');
    const endLost = runLabel(item({ endedAt: 60_000, storage: 'partial', storageRefused }), when).meta;
    expect(endLost).toMatch(
      /^storage refused the rest at .*: 120 calls saved of the 800 it had by then; how the run ended was not saved/,
    );
    expect(endLost).not.toMatch(/interrupted/);
    expect(
      runLabel(item({ status: 'done', storage: 'partial', storageRefused: { runCalls: 1, savedCalls: 0 } }), when).meta,
    ).toMatch(/: 0 of 1 call saved/);
  });

  it('a run that cannot be opened shows only its note', () => {
    const note = 'Stored in run format 4; this console reads formats 1, 2 and 3, so it cannot be opened.';
    expect(runLabel(item({ note }), when)).toEqual({ title: 'run_x', meta: note });
  });
});
