/**
 * Observation slice: the window of calls the page shows — the last `maxObservations` calls of the live
 * run by callKey (DESIGN §4.1: a reused tool_call_id is a call of its own), each with its tool_call_id,
 * the observation exactly as the model read it (never a raw result) and its stage list — and which one
 * the inspector shows. The window is read from the worker's run record (harness/live-record.ts), as a
 * stored, imported or replayed run's is (components/record/shown-run.ts).
 */
import type { StateCreator } from 'zustand';
import type { ModelObservation } from '../../contract';
import type { FactEvent } from '../../contract/scenario-facts';
import type { ConsoleState } from './index';

/** One observation of a run. */
export interface ObservationEntry {
  runId: string;
  /** The model's tool_call_id. */
  callId: string;
  /** The call (`"<runId>#<n>"`); entries without one are keyed by run id + tool_call_id. */
  callKey?: string;
  /** The tool name the model called. */
  toolName: string;
  observation: ModelObservation;
  /** The call's stage events in order (stage, status, code, bytes), without details; absent: not known. */
  stages?: FactEvent[];
}

/** Default bound of the observation list. */
const DEFAULT_MAX_OBSERVATIONS = 200;

/** The identity of an observation in the list: its callKey (else run id + tool_call_id). */
export const observationKey = (entry: ObservationEntry) => entry.callKey || `${entry.runId}\u0000${entry.callId}`;

/** Observation state and its actions. */
export interface ObservationSlice {
  observations: ObservationEntry[];
  /** Bound of `observations`, in entries. */
  maxObservations: number;
  /** The observation the inspector shows, by `observationKey` or tool_call_id (null → the latest). */
  selectedCallId: string | null;
  /**
   * Replaces run `runId`'s entries with `entries` (its record window, oldest first); other runs' entries
   * stay (the catalog run's beside the model run's), oldest dropped past the bound.
   */
  setRunWindow(runId: string, entries: readonly ObservationEntry[]): void;
  selectObservation(callId: string | null): void;
  clearObservations(): void;
}

/** Creates the observation slice. */
export const createObservationSlice: StateCreator<ConsoleState, [], [], ObservationSlice> = (set) => ({
  observations: [],
  maxObservations: DEFAULT_MAX_OBSERVATIONS,
  selectedCallId: null,
  setRunWindow: (runId, entries) =>
    set((state) => {
      const next = [...state.observations.filter((o) => o.runId !== runId), ...entries];
      const overflow = next.length - state.maxObservations;
      return { observations: overflow > 0 ? next.slice(overflow) : next };
    }),
  selectObservation: (selectedCallId) => set({ selectedCallId }),
  clearObservations: () => set({ observations: [], selectedCallId: null }),
});
