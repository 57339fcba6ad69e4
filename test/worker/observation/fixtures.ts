/** Shared fixtures for observation tests. */
import type { RunState } from '../../../src/contract';
import type { ProjectedResult } from '../../../src/worker/projection/project-raw';

export const RUN_STATE: RunState = {
  stop_required: false,
  no_gain_streak: 0,
  evidence_calls_left: 7,
  run_bytes_left: 1000,
};

export function projected(overrides: Partial<ProjectedResult> = {}): ProjectedResult {
  return {
    agentResult: { parts: [{ type: 'text', text: 'hello' }] },
    evidenceStatus: 'FOUND',
    kind: 'parts',
    truncated: false,
    originalBytes: 5,
    textBytes: 5,
    notes: [],
    ...overrides,
  };
}
