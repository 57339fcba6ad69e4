/**
 * Scenario slice: the scenario loaded in the worker as the page may know it — name,
 * question, scripted turns (with their argument text), budgets, plan mode, approvals, tool names —
 * never a stub result (the worker keeps those). Status: `none | loading | loaded | error`; `error`
 * carries the loader's `{ pointer, message }` list.
 */
import type { StateCreator } from 'zustand';
import type { ScenarioError, ScenarioForPage } from '../../contract/scenario';
import type { ConsoleState } from './index';

/** What the scenario loader is doing (shown by `scenario-status`, `data-status`). */
export type ScenarioStatus = 'none' | 'loading' | 'loaded' | 'error';

/** Scenario state and its actions. */
export interface ScenarioSlice {
  scenarioStatus: ScenarioStatus;
  scenario: ScenarioForPage | null;
  /** Where it came from: the `?scenario=` path or the picked file's name. */
  scenarioSource: string | null;
  scenarioErrors: ScenarioError[];
  beginScenarioLoad(source: string): void;
  setScenarioLoaded(scenario: ScenarioForPage): void;
  setScenarioFailed(errors: ScenarioError[]): void;
  clearScenario(): void;
}

/** Creates the scenario slice. */
export const createScenarioSlice: StateCreator<ConsoleState, [], [], ScenarioSlice> = (set) => ({
  scenarioStatus: 'none',
  scenario: null,
  scenarioSource: null,
  scenarioErrors: [],
  beginScenarioLoad: (scenarioSource) => set({ scenarioStatus: 'loading', scenarioSource, scenarioErrors: [] }),
  setScenarioLoaded: (scenario) => set({ scenarioStatus: 'loaded', scenario, scenarioErrors: [] }),
  setScenarioFailed: (scenarioErrors) => set({ scenarioStatus: 'error', scenario: null, scenarioErrors }),
  clearScenario: () => set({ scenarioStatus: 'none', scenario: null, scenarioSource: null, scenarioErrors: [] }),
});
