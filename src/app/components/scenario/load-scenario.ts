/**
 * Loads a scenario into the worker and the page: the worker fetches the same-origin path (or
 * reads the picked file, handed over unread) and validates it; on success the page fills the question,
 * selects the provider `scenario` ("Scenario: <name>") and plan mode from the file, and refreshes the
 * tool catalog. On failure the slice holds the `{ pointer, message }` errors the panel lists.
 */
import type { ScenarioSource } from '../../../contract/scenario';
import type { HarnessClient } from '../../harness';
import type { ConsoleStore } from '../../store';
import { errorMessage } from '../../../contract';

/**
 * @param client the harness client (`loadScenario`; it reports the catalog change)
 * @param store the console store
 * @param source `{ url }` (same-origin relative path) or `{ file }` (a picked File, unread)
 * @param label what to show as the source (the path or the file name)
 * @returns true when the scenario loaded; never throws
 */
export async function loadScenarioIntoPage(
  client: Pick<HarnessClient, 'loadScenario'>,
  store: ConsoleStore,
  source: ScenarioSource,
  label: string,
): Promise<boolean> {
  const state = store.getState();
  state.beginScenarioLoad(label);
  try {
    const result = await client.loadScenario(source);
    if (!result.ok) {
      store.getState().setScenarioFailed(result.errors);
      return false;
    }
    const next = store.getState();
    next.setScenarioLoaded(result.scenario);
    next.setQuestion(result.scenario.question);
    next.setProviderId('scenario');
    next.setPlanMode(result.scenario.planMode);
    return true;
  } catch (error) {
    store.getState().setScenarioFailed([{ pointer: '', message: errorMessage(error) }]);
    return false;
  }
}

/** The `?scenario=` path of a page URL's query string, or null. */
export function scenarioPathFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('scenario');
  return value && value.trim() ? value.trim() : null;
}
