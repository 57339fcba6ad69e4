/**
 * The observation inspector: the list of observations (a virtual list, ObservationList.tsx: each item
 * carries `data-testid="observation"`, `data-call-id` = the tool_call_id, `data-call-key` = the callKey,
 * `data-status`) and the JSON the model read for the selected one, as text — never as
 * HTML: indented by default, the exact text a toggle away (`observation-exact`); image parts as thumbnails
 * and audio as a player, their base64 never shown as text; long strings collapsed with their byte count
 * (`ObservationText.tsx`). The observations are the shown run's (use-shown-run.ts): the live run's window,
 * or a stored, imported or replayed run's from its record (during a replay, its first k calls only).
 */
import { useConsoleStore } from '../../store';
import { useShownRun } from '../record/use-shown-run';
import { observationKey } from '../../store/observation-slice';
import { observationCode } from '../../observation-codes';
import { violationText } from '../violations/violation-text';
import { ObservationReadable } from './ObservationReadable';
import { ObservationList } from './ObservationList';

/** The inspector panel. */
export function ObservationInspector() {
  const shown = useShownRun();
  const observations = shown.observations;
  const selectedCallId = useConsoleStore((s) => s.selectedCallId);
  const select = useConsoleStore((s) => s.selectObservation);
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
        <p className="empty" data-testid="observations-empty" data-status={shown.state}>
          {shown.state === 'loading'
            ? 'Loading the run’s observations…'
            : shown.state === 'error'
              ? `Could not read the run: ${shown.loadError ?? 'unknown error'}`
              : 'No observations yet.'}
        </p>
      ) : (
        <div className="inspector">
          <ObservationList observations={observations} selected={selected} onSelect={select} />
          {selected ? (
            <div className="observation-view">
              {code ? (
                <p className="observation-view__code">
                  {code}: {violationText(code)}
                </p>
              ) : null}
              <ObservationReadable
                observation={selected.observation}
                label={`Observation ${selected.callId} as JSON`}
                exactTestId="observation-exact"
              />
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
