/**
 * Calls in flight, above the timeline's list (`in-flight.ts`): one row per call (`call-running`,
 * `data-call-id`, `data-run-id`, `data-state` = `running` | `approval` | `elicitation` | `sampling`) with the backend's live progress
 * (`call-progress`, `data-progress`, `data-total` when the backend reports one) and a Cancel button
 * (`call-cancel`) that cancels that call in the worker (`HarnessApi.cancel` with its run and callKey,
 * DESIGN §4.1, or its tool_call_id while no worker event has named the call yet; the call then ends
 * CANCELLED and joins the list). At most `MAX_IN_FLIGHT_ROWS` rows are drawn (calls waiting for the user
 * first); `in-flight-more` (`data-count`) says how many more are in flight.
 */
import { useState } from 'react';
import { useConsoleStore } from '../../store';
import { useHarnessClient } from '../../harness';
import { inFlightCalls, type InFlightCall } from './in-flight';

const STATE_WORDS: Readonly<Record<InFlightCall['state'], string>> = {
  running: 'running',
  approval: 'waiting for approval',
  elicitation: 'the server asks you (see the dialog)',
  sampling: 'the server asks the model (see the dialog)',
};

function Row({ call }: { call: InFlightCall }) {
  const client = useHarnessClient();
  const [cancelling, setCancelling] = useState(false);
  const fraction =
    call.progress !== undefined && call.total !== undefined && call.total > 0
      ? Math.min(1, call.progress / call.total)
      : undefined;
  const cancel = () => {
    setCancelling(true);
    void client
      .cancel(
        call.callKey ? { runId: call.runId, callKey: call.callKey } : { runId: call.runId, toolCallId: call.callId },
      )
      .catch(() => setCancelling(false));
  };
  return (
    <li
      className="in-flight__call"
      data-testid="call-running"
      data-call-id={call.callId}
      data-call-key={call.callKey}
      data-run-id={call.runId}
      data-state={call.state}
    >
      <span className="in-flight__id">{call.callId}</span>
      {call.tool ? <span className="in-flight__tool">{call.tool}</span> : null}
      <span className="in-flight__state">{STATE_WORDS[call.state]}</span>
      <span
        className="in-flight__progress"
        data-testid="call-progress"
        data-progress={call.progress ?? ''}
        data-total={call.total ?? ''}
      >
        {fraction !== undefined ? (
          <progress max={1} value={fraction} aria-label={`Progress of ${call.callId}`} />
        ) : null}
        <span>
          {call.progress === undefined
            ? 'no progress reported yet'
            : `${call.progress}${call.total !== undefined ? ` of ${call.total}` : ''}`}
          {call.message ? ` · ${call.message}` : ''}
        </span>
      </span>
      <button
        type="button"
        className="button button--small"
        data-testid="call-cancel"
        disabled={cancelling}
        onClick={cancel}
        aria-label={`Cancel call ${call.callId}`}
      >
        {cancelling ? 'Cancelling…' : 'Cancel'}
      </button>
    </li>
  );
}

/** Rows drawn at most; a turn of thousands of calls shows how many more are in flight instead. */
export const MAX_IN_FLIGHT_ROWS = 12;

/** The rows to draw: calls waiting for the user first, then the rest in dispatch order, at most `MAX_IN_FLIGHT_ROWS`. */
function shownCalls(calls: readonly InFlightCall[]): InFlightCall[] {
  if (calls.length <= MAX_IN_FLIGHT_ROWS) return [...calls];
  const waiting = calls.filter((call) => call.state !== 'running');
  const running = calls.filter((call) => call.state === 'running');
  return [...waiting, ...running].slice(0, MAX_IN_FLIGHT_ROWS);
}

/** The in-flight calls, or nothing when none is running. */
export function InFlightCalls() {
  const calls = useConsoleStore((s) => inFlightCalls(s.runEvents, s.observations));
  if (calls.length === 0) return null;
  const shown = shownCalls(calls);
  return (
    <section className="in-flight" aria-label="Calls in flight">
      <h3 className="in-flight__title">
        In flight <span className="panel__count">{calls.length}</span>
      </h3>
      <ul className="in-flight__list">
        {shown.map((call) => (
          <Row key={call.callKey ?? `${call.runId}/${call.callId}`} call={call} />
        ))}
      </ul>
      {calls.length > shown.length ? (
        <p className="hint" data-testid="in-flight-more" data-count={calls.length - shown.length}>
          … and {(calls.length - shown.length).toLocaleString('en')} more calls in flight
        </p>
      ) : null}
    </section>
  );
}
