/**
 * One call of the compact list view: its head on one line, expandable (the ▸ button, `aria-expanded`)
 * to its stage rows — each a `timeline-event` row of the automation contract with lane, stage, status,
 * code, duration, bytes and the bounded detail. Text only.
 */
import { memo, useState } from 'react';
import type { CallSummary } from '../../../contract';
import { formatDetail, formatMs, stepLabel, summaryEvents } from './stage-text';
import { useCallEvents } from './use-call-events';
import { sortByTime } from './lane-layout';
import { sameRow, type RowContext } from './VirtualCalls';
import { CallHead } from './CallHead';

/** Estimated row height (px) of a collapsed call. */
export function estimateListRow(): number {
  return 30;
}

/** One call of the list view. */
export const CallListRow = memo(function CallListRow({
  runId,
  summary,
  context,
}: {
  runId: string;
  summary: CallSummary;
  context: RowContext;
}) {
  const [expanded, setExpanded] = useState(false);
  const loaded = useCallEvents(runId, summary.callKey, expanded && context.settled);
  const events = expanded ? sortByTime(loaded ?? summaryEvents(runId, summary)) : [];
  return (
    <div
      className={`list-call list-call--${summary.status}`}
      data-testid="timeline-call"
      data-call-id={summary.callId}
      data-call-key={summary.callKey}
      data-replayed={summary.replayed ? 'true' : undefined}
      data-status={summary.status}
      data-code={summary.code}
    >
      <CallHead summary={summary} context={context}>
        <button
          type="button"
          className="list-call__toggle"
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Hide' : 'Show'} the stages of call ${summary.callId}`}
          tabIndex={context.active ? 0 : -1}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? '▾' : '▸'}
        </button>
      </CallHead>
      {expanded ? (
        <ol className="list-call__stages">
          {events.map((event, line) => (
            <li
              key={`${event.stage}-${event.seq}-${line}`}
              className={`stage-row stage-row--${event.status}`}
              data-testid="timeline-event"
              data-call-id={event.callId}
              data-call-key={event.callKey}
              data-stage={event.stage}
              data-status={event.status}
              data-code={event.code}
            >
              <span className="stage-row__lane">{event.lane}</span>
              <span className="stage-row__stage">
                {stepLabel(event.stage)} {event.stage}
              </span>
              <span className={`badge badge--${event.status}`}>{event.status}</span>
              <span className="stage-row__code">{event.code ?? ''}</span>
              <span className="stage-row__num">{formatMs(event.durationMs)}</span>
              <span className="stage-row__num">{event.bytes !== undefined ? `${event.bytes} B` : ''}</span>
              <span className="stage-row__detail">{formatDetail(event.detail)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}, sameRow);
