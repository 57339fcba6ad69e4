/**
 * The current run's events that belong to no call (model turns, model errors, the release step, live
 * events without a call), from the store's `runLevelEvents` — the last `MAX_RUN_EVENTS` of them — as
 * `timeline-event` rows without `data-call-id`, folded under a disclosure.
 */
import { useShallow } from 'zustand/react/shallow';
import { useConsoleStore } from '../../store';
import { MAX_RUN_LEVEL_EVENTS } from '../../store/timeline-slice';
import { TimelineRow } from './TimelineRow';

/** Run-level rows shown (the slice keeps this many). */
const MAX_RUN_EVENTS = MAX_RUN_LEVEL_EVENTS;

/** The run-level events of `runId`. */
export function RunEvents({ runId }: { runId: string }) {
  // The slice keeps run-level events apart, so a live run's call events neither re-filter nor re-render this.
  const events = useConsoleStore(useShallow((s) => s.runLevelEvents.filter((entry) => entry.event.runId === runId)));
  if (events.length === 0) return null;
  return (
    <details className="details run-events">
      <summary>
        Run events ({events.length}
        {events.length === MAX_RUN_EVENTS ? ', latest' : ''}): model turns, release, live events
      </summary>
      <table className="timeline">
        <tbody>
          {events.map((entry) => (
            <TimelineRow key={entry.key} event={entry.event} />
          ))}
        </tbody>
      </table>
    </details>
  );
}
