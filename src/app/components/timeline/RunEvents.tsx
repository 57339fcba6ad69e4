/**
 * The current run's events that belong to no call (model turns, model errors, the release step, live
 * events without a call), from the store's bounded live tail — the last `MAX_RUN_EVENTS` of them — as
 * `timeline-event` rows without `data-call-id`, folded under a disclosure.
 */
import { useShallow } from 'zustand/react/shallow';
import { useConsoleStore } from '../../store';
import { TimelineRow } from './TimelineRow';

/** Run-level rows shown. */
export const MAX_RUN_EVENTS = 40;

/** The run-level events of `runId`. */
export function RunEvents({ runId }: { runId: string }) {
  // Shallow-compared: a live run's call events do not re-render this list.
  const events = useConsoleStore(
    useShallow((s) => s.timeline.filter((entry) => entry.event.runId === runId && !entry.event.callId).slice(-MAX_RUN_EVENTS)),
  );
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
