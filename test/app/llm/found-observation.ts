/**
 * Test fixture: an `ok` lookup_knowledge observation with `evidence_status: 'FOUND'` (what release.ts
 * reads as evidence), holding the given search hits.
 */
import type { OkObservation } from '../../../src/contract';

/** One search hit of a fixture observation. */
export interface FixtureHit {
  citation: string;
  title: string;
  heading?: string;
  snippet: string;
}

/** A FOUND lookup_knowledge observation of call `c1` with `results` (and `query` when given). */
export function foundLookup(results: FixtureHit[], query?: string): OkObservation {
  return {
    status: 'ok',
    tool_call_id: 'c1',
    tool: 'lookup_knowledge',
    evidence_status: 'FOUND',
    truncated: false,
    result: query === undefined ? { results } : { query, results },
  };
}
