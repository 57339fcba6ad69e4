/**
 * The runs panel of the sidebar: the run list (pick two runs with `run-list-select`, then
 * `run-compare-open` shows `run-compare`), trace export/import/send for the run the timeline shows, and
 * its replay.
 */
import { useState } from 'react';
import { RunList } from './RunList';
import { RunCompare } from './RunCompare';
import { TraceActions } from './TraceActions';
import { ReplayControls } from './ReplayControls';

/** The runs panel. */
export function RunHistoryPanel() {
  const [selected, setSelected] = useState<string[]>([]);
  const [comparing, setComparing] = useState<[string, string] | null>(null);
  const toggle = (runId: string) =>
    setSelected((now) =>
      now.includes(runId) ? now.filter((id) => id !== runId) : now.length < 2 ? [...now, runId] : now,
    );
  // Run "a" is the one picked first.
  const open = () => {
    const [first, second] = selected;
    if (first && second) setComparing([first, second]);
  };
  return (
    <section className="panel" aria-labelledby="runs-heading">
      <h2 id="runs-heading" className="panel__title">
        Runs and traces
      </h2>
      <RunList selection={{ selected, toggle }} />
      <div className="button-row">
        <button
          type="button"
          className="button button--small"
          data-testid="run-compare-open"
          disabled={selected.length !== 2}
          onClick={open}
        >
          Compare the two picked runs
        </button>
        <span className="hint">
          {selected.length === 2 ? 'Two runs picked.' : `Pick two runs to compare (${selected.length} picked).`}
        </span>
      </div>
      {comparing ? <RunCompare a={comparing[0]} b={comparing[1]} onClose={() => setComparing(null)} /> : null}
      <TraceActions />
      <ReplayControls />
    </section>
  );
}
