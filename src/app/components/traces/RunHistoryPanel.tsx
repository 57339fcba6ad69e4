/**
 * The runs panel of the sidebar: the run list, trace export/import/send for the run
 * the timeline shows, and its replay.
 */
import { RunList } from './RunList';
import { TraceActions } from './TraceActions';
import { ReplayControls } from './ReplayControls';
import './traces.css';

/** The runs panel. */
export function RunHistoryPanel() {
  return (
    <section className="panel" aria-labelledby="runs-heading">
      <h2 id="runs-heading" className="panel__title">
        Runs and traces
      </h2>
      <RunList />
      <TraceActions />
      <ReplayControls />
    </section>
  );
}
