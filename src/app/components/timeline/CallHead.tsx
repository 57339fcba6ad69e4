/**
 * The head line of one call, shared by the lane band and the list row: the focus button (`data-row-focus`;
 * the roving tab stop of the list; click or Enter opens the detail drawer), the call's position and
 * tool_call_id, tool, observation status, the code it reached (with its sentence as a tooltip), the
 * phase that refused it, its duration, and its waterfall bar: where in the run it started and how long it
 * took, scaled to the run's span (the timeline panel's `--run-span`, ms). `children` adds view-specific controls (the list's expander).
 */
import type { CSSProperties, ReactNode } from 'react';
import { isHarnessCode, type CallSummary } from '../../../contract';
import { violationText } from '../violations/violation-text';
import { formatMs } from './stage-text';
import type { RowContext } from './VirtualCalls';

/** The head of one call. */
export function CallHead({
  summary,
  context,
  children,
}: {
  summary: CallSummary;
  context: RowContext;
  children?: ReactNode;
}) {
  const failed = summary.status !== 'ok';
  return (
    <div className={`call-head${context.active ? ' call-head--active' : ''}`}>
      {children}
      <button
        type="button"
        className="call-head__focus link-button"
        data-row-focus
        tabIndex={context.active ? 0 : -1}
        aria-current={context.active ? 'true' : undefined}
        aria-haspopup="dialog"
        onClick={context.open}
        onFocus={context.activate}
        title="Open the call's details (Enter)"
      >
        #{summary.index} {summary.callId}
      </button>
      <span className="call-head__tool">{summary.tool}</span>
      <span className={`badge badge--obs-${summary.status}`}>{summary.status}</span>
      {summary.code ? (
        <span className="call-head__code" title={isHarnessCode(summary.code) ? violationText(summary.code) : undefined}>
          {summary.code}
        </span>
      ) : null}
      {failed ? <span className="call-head__phase">phase {summary.phase}</span> : null}
      {summary.evidenceStatus ? <span className="call-head__evidence">{summary.evidenceStatus}</span> : null}
      <span className="call-head__ms">{formatMs(summary.durationMs)}</span>
      <span
        className="call-waterfall"
        style={{ '--at': summary.at, '--dur': summary.durationMs } as CSSProperties}
        title={`Started ${formatMs(summary.at)} into the run, took ${formatMs(summary.durationMs)}`}
        aria-hidden="true"
      >
        <span className="call-waterfall__bar" />
      </span>
    </div>
  );
}
