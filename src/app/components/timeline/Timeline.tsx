/**
 * The timeline panel: one group per tool call with its stage rows in order (lanes of DESIGN §4.6 as a
 * column), and the page's own events (model turns, dispatch, release). Reads only the timeline slice.
 */
import { useMemo } from 'react';
import { useConsoleStore } from '../../store';
import { groupTimeline } from './group-events';
import { TimelineRow } from './TimelineRow';

/** The timeline panel. */
export function Timeline() {
  const timeline = useConsoleStore((s) => s.timeline);
  const selectObservation = useConsoleStore((s) => s.selectObservation);
  const groups = useMemo(() => groupTimeline(timeline), [timeline]);
  return (
    <section className="panel panel--grow" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="panel__title">
        Timeline <span className="panel__count">{timeline.length} events</span>
      </h2>
      {groups.length === 0 ? (
        <p className="empty">No events yet. Run a question to see each tool call travel the harness.</p>
      ) : (
        <div className="timeline-scroll" tabIndex={0} aria-label="Timeline events">
          <table className="timeline">
            <thead>
              <tr>
                <th scope="col">Lane</th>
                <th scope="col">Stage</th>
                <th scope="col">Status</th>
                <th scope="col">Code</th>
                <th scope="col" className="col-num">ms</th>
                <th scope="col" className="col-num">bytes</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group.key} className={group.callId ? 'timeline-group timeline-group--call' : 'timeline-group'}>
                <tr className="timeline-group__head">
                  <th colSpan={7} scope="rowgroup">
                    {group.callId ? (
                      <button type="button" className="link-button" onClick={() => selectObservation(group.callId ?? null)}>
                        Call {group.callId}
                      </button>
                    ) : (
                      'Run'
                    )}
                  </th>
                </tr>
                {group.entries.map((entry) => (
                  <TimelineRow key={entry.key} event={entry.event} />
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
    </section>
  );
}
