/**
 * The observation inspector: the list of observations (each item carries `data-testid="observation"`,
 * `data-call-id` = the tool_call_id, `data-call-key` = the callKey, `data-status`) and exactly the JSON text the model read for the selected one, rendered
 * as text in a <pre> — never as HTML. "Formatted" indents the same JSON for reading; the default is the
 * exact text.
 */
import { useState } from 'react';
import { useConsoleStore } from '../../store';
import { observationKey } from '../../store/observation-slice';
import { observationCode } from '../../observation-codes';
import { violationText } from '../violations/violation-text';
import { ObservationImages } from './ObservationImages';

/** The inspector panel. */
export function ObservationInspector() {
  const observations = useConsoleStore((s) => s.observations);
  const selectedCallId = useConsoleStore((s) => s.selectedCallId);
  const select = useConsoleStore((s) => s.selectObservation);
  const [formatted, setFormatted] = useState(false);
  const selected =
    observations.find((o) => observationKey(o) === selectedCallId) ??
    observations.findLast((o) => o.callId === selectedCallId) ??
    observations[observations.length - 1];
  const code = selected ? observationCode(selected.observation) : undefined;
  return (
    <section className="panel" aria-labelledby="inspector-heading">
      <h2 id="inspector-heading" className="panel__title">
        Observations <span className="panel__count">what the model read</span>
      </h2>
      {observations.length === 0 ? (
        <p className="empty">No observations yet.</p>
      ) : (
        <div className="inspector">
          <ul className="observation-list" aria-label="Observations">
            {observations.map((entry) => (
              <li
                key={observationKey(entry)}
                data-testid="observation"
                data-call-id={entry.callId}
                data-call-key={entry.callKey}
                data-status={entry.observation.status}
              >
                <button
                  type="button"
                  className={`observation-item${entry === selected ? ' observation-item--selected' : ''}`}
                  aria-pressed={entry === selected}
                  onClick={() => select(observationKey(entry))}
                >
                  <span className="observation-item__id">{entry.callId}</span>
                  <span className={`badge badge--obs-${entry.observation.status}`}>{entry.observation.status}</span>
                  <span className="observation-item__tool">{entry.observation.tool}</span>
                </button>
              </li>
            ))}
          </ul>
          {selected ? (
            <div className="observation-view">
              {code ? (
                <p className="observation-view__code">
                  {code}: {violationText(code)}
                </p>
              ) : null}
              <label className="field field--inline hint">
                <input type="checkbox" checked={formatted} onChange={(e) => setFormatted(e.target.checked)} />
                <span>Formatted (indent the JSON; unchecked shows the exact text the model read)</span>
              </label>
              <ObservationImages observation={selected.observation} />
              <pre className="code-block" tabIndex={0} aria-label={`Observation ${selected.callId} as JSON`}>
                {formatted ? JSON.stringify(selected.observation, null, 2) : JSON.stringify(selected.observation)}
              </pre>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
