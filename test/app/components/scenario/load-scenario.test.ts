import { beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioForPage, ScenarioLoadResult } from '../../../../src/contract/scenario';
import { loadScenarioIntoPage, scenarioPathFromSearch } from '../../../../src/app/components/scenario/load-scenario';
import { useConsoleStore } from '../../../../src/app/store';

const scenario: ScenarioForPage = {
  name: 'Happy path',
  description: 'Two calls.',
  question: 'How do we rotate the pager?',
  turns: [],
  budgets: {},
  planMode: true,
  approvals: 'approve',
  toolNames: ['search_docs'],
};

function client(answer: () => Promise<ScenarioLoadResult>) {
  return { loadScenario: answer };
}

const state = () => useConsoleStore.getState();

describe('loadScenarioIntoPage', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('fills the question, selects the scenario provider and its plan mode', async () => {
    const fake = client(async () => ({ ok: true, scenario }));
    expect(
      await loadScenarioIntoPage(fake, useConsoleStore, { url: '/scenarios/happy-path.json' }, 'happy-path.json'),
    ).toBe(true);
    expect(state()).toMatchObject({
      scenarioStatus: 'loaded',
      scenario,
      question: 'How do we rotate the pager?',
      providerId: 'scenario',
      planMode: true,
    });
  });

  it('keeps the file’s errors with their pointers and changes nothing else', async () => {
    const errors = [{ pointer: '/turns/0', message: 'unknown member "txt"' }];
    const fake = client(async () => ({ ok: false, errors }));
    expect(await loadScenarioIntoPage(fake, useConsoleStore, { url: '/x.json' }, 'x.json')).toBe(false);
    expect(state()).toMatchObject({
      scenarioStatus: 'error',
      scenarioErrors: errors,
      scenario: null,
      providerId: 'offline',
    });
  });

  it('turns a failed load (the worker went away) into one error with the message, never throwing', async () => {
    const fake = client(async () => {
      throw new Error('The worker stopped');
    });
    expect(await loadScenarioIntoPage(fake, useConsoleStore, { url: '/x.json' }, 'x.json')).toBe(false);
    expect(state().scenarioErrors).toEqual([{ pointer: '', message: 'The worker stopped' }]);
  });

  it('shows the scenario as loading while the worker reads it', async () => {
    let release: (result: ScenarioLoadResult) => void = () => undefined;
    const fake = client(() => new Promise((resolve) => (release = resolve)));
    const loading = loadScenarioIntoPage(fake, useConsoleStore, { url: '/x.json' }, 'x.json');
    expect(state().scenarioStatus).toBe('loading');
    release({ ok: true, scenario });
    await loading;
    expect(state().scenarioStatus).toBe('loaded');
  });
});

describe('scenarioPathFromSearch', () => {
  it('reads ?scenario= from the query string, trimmed, and null when absent or blank', () => {
    expect(scenarioPathFromSearch('?scenario=%2Fscenarios%2Fhappy-path.json')).toBe('/scenarios/happy-path.json');
    expect(scenarioPathFromSearch('?x=1&scenario=+a.json+')).toBe('a.json');
    expect(scenarioPathFromSearch('?scenario=')).toBeNull();
    expect(scenarioPathFromSearch('')).toBeNull();
  });
});
