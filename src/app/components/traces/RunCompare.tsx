/**
 * The run comparison (`data-testid="run-compare"`, `data-status` loading | error | done): the two runs
 * picked in the run list (the first picked as "a", the second as "b"), read as the console's trace export (no raw
 * results), compared by `diffRuns` (src/contract/run-diff.ts, the same comparison `npm run scenarios --
 * diff` prints). One `run-compare-row` per aligned call with `data-diff` = same | changed | added |
 * removed, each in words; then the run-level differences and the two answers side by side. States:
 * loading, error (with the reason), done (with the count of differences in words).
 */
import { useQuery } from '@tanstack/react-query';
import { queryKeys, useHarnessClient, type HarnessClient } from '../../harness';
import { countOf, diffRuns, type CallDiff, type ConsoleTrace, type RunDiff } from '../../../contract';

async function traceOf(client: HarnessClient, runId: string): Promise<ConsoleTrace> {
  const exported = await client.timeline('exportTrace', (api) => api.exportTrace(runId, 'console'));
  if (!exported.ok) throw new Error(exported.message);
  return JSON.parse(await (exported.blob as Blob).text()) as ConsoleTrace;
}

/** Reads both runs and compares them. */
const compareQuery = (client: HarnessClient, a: string, b: string) => ({
  queryKey: queryKeys.compare(a, b),
  queryFn: async (): Promise<RunDiff> => {
    const [left, right] = await Promise.all([traceOf(client, a), traceOf(client, b)]);
    return diffRuns(left, right);
  },
});

const KIND_WORDS: Record<CallDiff['kind'], string> = {
  same: 'the same in both runs',
  changed: 'changed',
  added: 'only in run b',
  removed: 'only in run a',
};

function rowText(call: CallDiff): string {
  const head = `Call ${call.position} ${call.tool} (${call.toolCallId}): ${KIND_WORDS[call.kind]}`;
  if (call.kind !== 'changed') return head;
  return `${head} — ${call.fields.map((f) => `${f.field} ${f.a} → ${f.b}`).join('; ')}`;
}

/** The comparison of runs `a` and `b`; `onClose` hides it. */
export function RunCompare({ a, b, onClose }: { a: string; b: string; onClose: () => void }) {
  const diff = useQuery(compareQuery(useHarnessClient(), a, b));
  const status = diff.isPending ? 'loading' : diff.isError ? 'error' : 'done';
  return (
    <section
      className="run-compare"
      data-testid="run-compare"
      data-status={status}
      data-differences={diff.data?.differences}
      aria-label="Run comparison"
    >
      <div className="button-row">
        <h3 className="subhead">
          Comparing run a ({a}) with run b ({b})
        </h3>
        <button type="button" className="button button--small" onClick={onClose}>
          Close comparison
        </button>
      </div>
      {diff.isPending ? <p className="empty">Reading both runs…</p> : null}
      {diff.isError ? <p className="error-text">Could not compare the runs: {diff.error.message}</p> : null}
      {diff.data ? (
        <>
          <p>
            {diff.data.differences === 0
              ? 'The runs are the same (timings, run ids and call keys aside).'
              : `${countOf(diff.data.differences, 'difference')}.`}
          </p>
          <ul className="run-compare__rows">
            {diff.data.calls.map((call, index) => (
              <li
                key={`${call.kind}-${call.toolCallId}-${index}`}
                className={`run-compare__row run-compare__row--${call.kind}`}
                data-testid="run-compare-row"
                data-diff={call.kind}
                data-position={call.position}
                data-tool-call-id={call.toolCallId}
              >
                {rowText(call)}
              </li>
            ))}
          </ul>
          {diff.data.run
            .filter((field) => field.field !== 'answer')
            .map((field) => (
              <p key={field.field}>
                Run {field.field}: {field.a} → {field.b}
              </p>
            ))}
          <div className="run-compare__answers">
            <div>
              <h4 className="subhead">Answer of run a</h4>
              <p className="run-compare__answer" data-testid="run-compare-answer" data-run="a">
                {diff.data.answers.a || 'No answer.'}
              </p>
            </div>
            <div>
              <h4 className="subhead">
                Answer of run b{diff.data.answers.a === diff.data.answers.b ? ' (the same)' : ' (differs)'}
              </h4>
              <p className="run-compare__answer" data-testid="run-compare-answer" data-run="b">
                {diff.data.answers.b || 'No answer.'}
              </p>
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
