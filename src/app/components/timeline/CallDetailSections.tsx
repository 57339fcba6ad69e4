/**
 * The sections of the call detail drawer: the argument text as the model sent it
 * (bounded on screen, "n of m characters shown"), each stage's verdict with its bounded detail, the
 * boundary's stage durations and bytes, evidence_status declared by the projector and re-derived by the
 * control view (the dual-source check, DESIGN §3 C6), the run_state after the call, and the observation
 * the model read (indented, or exact a toggle away; images as thumbnails) — all rendered as TEXT, never as HTML.
 */
import { useState } from 'react';
import { countOf, isHarnessCode, type CallDetail, utf8ByteLength } from '../../../contract';
import { violationText } from '../violations/violation-text';
import { formatDetail, formatMs, stepLabel } from './stage-text';
import { ObservationReadable } from '../observation/ObservationReadable';

/** Characters of the argument text shown before "Show all". */
const ARGUMENT_PREVIEW_CHARS = 4_000;

/** The argument text section. */
export function ArgumentSection({ detail }: { detail: CallDetail }) {
  const [all, setAll] = useState(false);
  const text = detail.argumentsText;
  const shown = all ? text : text.slice(0, ARGUMENT_PREVIEW_CHARS);
  const receivedBytes = utf8ByteLength(text);
  return (
    <section className="drawer__section" aria-labelledby="drawer-args">
      <h3 id="drawer-args">Argument text as the model sent it</h3>
      <p className="hint" data-testid="call-drawer-args-count">
        {shown.length.toLocaleString('en')} of {countOf(text.length, 'character')} shown
        {detail.argumentsTruncated
          ? ` — the worker sent the first ${countOf(text.length, 'character')} (${receivedBytes.toLocaleString('en')} of ${countOf(detail.argumentsBytes, 'byte')})`
          : ` · ${countOf(detail.argumentsBytes, 'byte')}`}
      </p>
      <pre className="code-block" tabIndex={0} aria-label="Argument text">
        {shown.length > 0 ? shown : '(empty argument text)'}
      </pre>
      {shown.length < text.length ? (
        <button type="button" className="button button--small" onClick={() => setAll(true)}>
          Show all {text.length.toLocaleString('en')} characters
        </button>
      ) : null}
    </section>
  );
}

/** Each stage's verdict, and the boundary's durations and bytes. */
export function VerdictSection({ detail }: { detail: CallDetail }) {
  return (
    <section className="drawer__section" aria-labelledby="drawer-verdicts">
      <h3 id="drawer-verdicts">Stages and verdicts</h3>
      <table className="drawer-table">
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Lane</th>
            <th scope="col">Verdict</th>
            <th scope="col" className="col-num">
              Time
            </th>
            <th scope="col" className="col-num">
              Bytes
            </th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {detail.events.map((event, index) => (
            <tr key={`${event.seq}-${index}`} className={`drawer-table__row--${event.status}`}>
              <th scope="row">
                {stepLabel(event.stage)} {event.stage}
              </th>
              <td>{event.lane}</td>
              <td>
                <span className={`badge badge--${event.status}`}>{event.status}</span>
                {event.code ? (
                  <span
                    className="drawer__code"
                    title={isHarnessCode(event.code) ? violationText(event.code) : undefined}
                  >
                    {' '}
                    {event.code}
                  </span>
                ) : null}
              </td>
              <td className="col-num">{formatMs(event.durationMs)}</td>
              <td className="col-num">{event.bytes ?? ''}</td>
              <td className="col-detail">{formatDetail(event.detail)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Evidence status declared and re-derived (dual-source), and the run state after the call. */
export function EvidenceSection({ detail }: { detail: CallDetail }) {
  const { evidence, runState } = detail;
  const agree = evidence?.declared !== undefined && evidence.declared === evidence.derived;
  return (
    <section className="drawer__section" aria-labelledby="drawer-evidence">
      <h3 id="drawer-evidence">Evidence and run state</h3>
      <dl className="drawer-facts">
        <dt>Declared by the projector</dt>
        <dd>{evidence?.declared ?? '— (no evidence status: not an evidence tool, or refused before projection)'}</dd>
        <dt>Re-derived by the control view</dt>
        <dd>{evidence?.derived ?? '—'}</dd>
        <dt>Dual-source check</dt>
        <dd>
          {evidence?.declared === undefined ? 'not run' : agree ? 'agrees' : 'MISMATCH (OBSERVATION_CONTRACT_MISMATCH)'}
        </dd>
        {runState ? (
          <>
            <dt>stop_required</dt>
            <dd>{runState.stop_required ? `yes${runState.reason ? ` (${runState.reason})` : ''}` : 'no'}</dd>
            <dt>pending evaluation</dt>
            <dd>{runState.pending_tool_call_id ?? 'none'}</dd>
            <dt>no_gain_streak</dt>
            <dd>{runState.no_gain_streak}</dd>
            <dt>evidence_calls_left</dt>
            <dd>{runState.evidence_calls_left}</dd>
            <dt>run_bytes_left</dt>
            <dd>{countOf(runState.run_bytes_left, 'byte')}</dd>
          </>
        ) : (
          <>
            <dt>Run state</dt>
            <dd>none (the run did not exist or had ended)</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/**
 * The observation the model read: image parts as thumbnails, audio as a player, the JSON indented by
 * default with the exact text a toggle away (`call-drawer-observation-exact`); base64 never as text, long
 * strings collapsed with their byte count (ObservationText.tsx).
 */
export function ObservationSection({ detail }: { detail: CallDetail }) {
  return (
    <section className="drawer__section" aria-labelledby="drawer-observation">
      <h3 id="drawer-observation">Observation the model read</h3>
      <ObservationReadable
        observation={detail.observation}
        label="Observation as JSON"
        exactTestId="call-drawer-observation-exact"
        textTestId="call-drawer-observation"
      />
    </section>
  );
}
