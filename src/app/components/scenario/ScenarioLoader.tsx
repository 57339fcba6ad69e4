/**
 * The scenario panel: "Load scenario" file picker (`scenario-file`), the loader's state
 * (`scenario-status`, `data-status` = none | loading | loaded | error) and, on error, each problem with
 * its JSON Pointer (`scenario-error`, `data-pointer`). A `?scenario=<same-origin path>` in the page URL
 * is loaded once at start. The file is handed to the worker unread.
 */
import { useEffect, type ChangeEvent } from 'react';
import { useHarnessClient } from '../../harness';
import { useConsoleStore } from '../../store';
import { loadScenarioIntoPage, scenarioPathFromSearch } from './load-scenario';
import { countOf } from '../../../contract';

let urlScenarioRequested = false;

/** The scenario panel. */
export function ScenarioLoader() {
  const client = useHarnessClient();
  const status = useConsoleStore((s) => s.scenarioStatus);
  const scenario = useConsoleStore((s) => s.scenario);
  const source = useConsoleStore((s) => s.scenarioSource);
  const errors = useConsoleStore((s) => s.scenarioErrors);
  const running = useConsoleStore((s) => s.runStatus === 'running');

  useEffect(() => {
    if (urlScenarioRequested) return;
    urlScenarioRequested = true;
    const path = scenarioPathFromSearch(window.location.search);
    if (path) void loadScenarioIntoPage(client, useConsoleStore, { url: path }, path);
  }, [client]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void loadScenarioIntoPage(client, useConsoleStore, { file }, file.name);
  };
  const unload = () => {
    void client.unloadScenario().catch(() => undefined);
    const state = useConsoleStore.getState();
    state.clearScenario();
    if (state.providerId === 'scenario') state.setProviderId('offline');
  };

  return (
    <section className="panel" aria-labelledby="scenario-heading">
      <h2 id="scenario-heading" className="panel__title">
        Scenario
      </h2>
      <div className="form">
        <label className="field">
          <span className="field__label">Load scenario</span>
          <input
            data-testid="scenario-file"
            type="file"
            accept=".json,application/json"
            disabled={running || status === 'loading'}
            onChange={onFile}
          />
        </label>
        <p className="hint" data-testid="scenario-status" data-status={status} role="status">
          {status === 'none' &&
            'No scenario loaded. A scenario file scripts the model and stubs the tools (README, "Scenario files").'}
          {status === 'loading' && `Loading ${source ?? 'scenario'}…`}
          {status === 'loaded' &&
            scenario &&
            `Loaded "${scenario.name}" (${countOf(scenario.turns.length, 'scripted turn')}, tools: ${scenario.toolNames.join(', ')}). ${scenario.description}`}
          {status === 'error' &&
            `The scenario ${source ?? ''} could not be loaded${errors.length === 0 ? ' (no reason was given).' : errors.length === 1 ? '. The problem:' : `. ${countOf(errors.length, 'problem')}:`}`}
        </p>
        {status === 'error' && (
          <ul className="error-list">
            {errors.map((error, index) => (
              <li key={index} data-testid="scenario-error" data-pointer={error.pointer}>
                <code>{error.pointer || '(file)'}</code> {error.message}
              </li>
            ))}
          </ul>
        )}
        {status === 'loaded' && (
          <div className="button-row">
            <button type="button" className="button" onClick={unload} disabled={running}>
              Unload scenario
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
