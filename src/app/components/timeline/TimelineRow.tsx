/**
 * One timeline row: lane, stage, status, code, duration and bytes, with the automation attributes
 * `data-testid="timeline-event"`, `data-call-id`, `data-stage`, `data-status`, `data-code`. Text only.
 */
import type { TimelineEvent } from '../../../contract';
import { violationText } from '../violations/violation-text';

function formatDetail(detail: TimelineEvent['detail']): string {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
}

/** Renders one event as a table row. */
export function TimelineRow({ event }: { event: TimelineEvent }) {
  return (
    <tr
      className={`timeline-row timeline-row--${event.status}`}
      data-testid="timeline-event"
      data-call-id={event.callId}
      data-call-key={event.callKey}
      data-stage={event.stage}
      data-status={event.status}
      data-code={event.code}
    >
      <td className="col-lane">
        <span className={`lane lane--${event.lane}`}>{event.lane}</span>
      </td>
      <td className="col-stage">{event.stage}</td>
      <td className="col-status">
        <span className={`badge badge--${event.status}`}>{event.status}</span>
      </td>
      <td className="col-code" title={event.code ? violationText(event.code) : undefined}>
        {event.code ?? ''}
      </td>
      <td className="col-num">{event.durationMs !== undefined ? event.durationMs.toFixed(1) : ''}</td>
      <td className="col-num">{event.bytes ?? ''}</td>
      <td className="col-detail">{formatDetail(event.detail)}</td>
    </tr>
  );
}
