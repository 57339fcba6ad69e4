/**
 * The current run's events that belong to no call (model turns, model errors, the release step, live
 * events without a call), from the store's `runEvents` window (the latest `MAX_RUN_EVENTS` run events), as
 * `timeline-event` rows without `data-call-id`, folded under a disclosure.
 */
import { useShallow } from 'zustand/react/shallow';
import { useConsoleStore } from '../../store';
import { MAX_RUN_EVENTS } from '../../store/timeline-slice';
import { TimelineRow } from './TimelineRow';

/** The run-level events of `runId`. */
export function RunEvents({ runId }: { runId: string }) {
  // A call's journey stages never reach this window, so a live run's calls neither re-filter nor re-render this.
  const events = useConsoleStore(
    useShallow((s) => s.runEvents.filter((entry) => entry.event.runId === runId && entry.event.callId === undefined)),
  );
  if (events.length === 0) return null;
  return (
    <details className="details run-events">
      <summary>
        Run events ({events.length}
        {events.length >= MAX_RUN_EVENTS ? ', latest' : ''}): model turns, release, live events
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
