/**
 * The words a run-list row shows for a run (DESIGN.md §8 run kinds): catalog test calls are named so
 * ("Catalog test calls · 3 calls · 12:04"), never by their status; an interrupted run says when it
 * stopped; a run whose stored record was cut before its end (`storage: 'partial'`) says how many calls
 * storage holds; a run storage refused part of (`storageRefused`) says so with its status — "done · storage
 * refused the rest: 120 of 800 calls saved" — never "interrupted", and one whose end storage never got
 * says that it was not saved; an imported run says it was imported; a run stored in a format this console
 * cannot read says only that (its `note`). Pure.
 */
import type { RunListItem } from '../../../contract';
import { countOf } from '../../../contract';

/** A time of day, `12:04`, in the user's locale. */
const clock = (ms: number) => new Date(ms).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' });
const calls = (n: number) => countOf(n, 'call');

/** The row's title and its line of facts. `when` formats a start time. */
export function runLabel(run: RunListItem, when: (ms: number) => string): { title: string; meta: string } {
  if (run.note !== undefined) return { title: run.question?.slice(0, 60) ?? run.runId, meta: run.note };
  const codes = run.codes.length > 0 ? ` · ${countOf(run.codes.length, 'code')}` : '';
  if (run.kind === 'catalog')
    return { title: 'Catalog test calls', meta: `${calls(run.calls)}${codes} · ${clock(run.startedAt)}` };
  const title = run.question ? run.question.slice(0, 60) : run.kind === 'imported' ? 'Imported run' : run.runId;
  const prefix = run.kind === 'imported' ? 'imported · ' : run.kind === 'scenario' ? 'scenario · ' : '';
  const refused = run.storageRefused;
  if (refused && run.storage === 'partial') {
    const saved = `${refused.savedCalls.toLocaleString('en')} of ${calls(refused.runCalls)} saved`;
    const words =
      run.status === 'interrupted'
        ? `storage refused the rest${run.endedAt !== undefined ? ` at ${clock(run.endedAt)}` : ''}: ${calls(refused.savedCalls)} saved of the ${refused.runCalls.toLocaleString('en')} it had by then; how the run ended was not saved`
        : `${run.status} · storage refused the rest: ${saved}${run.status === 'running' ? ' so far' : ''}`;
    return { title, meta: `${prefix}${words}${codes} · ${when(run.startedAt)}` };
  }
  const status =
    run.status === 'interrupted' && run.endedAt !== undefined ? `interrupted at ${clock(run.endedAt)}` : run.status;
  const count =
    run.storage !== 'partial'
      ? calls(run.calls)
      : run.status === 'interrupted'
        ? `partly stored: ${calls(run.calls)} saved before it stopped`
        : `${calls(run.calls)}, not all stored (a write was refused; the rest is lost on reload)`;
  return { title, meta: `${prefix}${status} · ${count}${codes} · ${when(run.startedAt)}` };
}
