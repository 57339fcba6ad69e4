/**
 * The observations release reads (release-inputs.ts): a run's FOUND observations and one successful call
 * without an evidence status. Releasing a draft over the kept observations gives the same answer as over
 * all of the run's observations, for evidence runs and for action questions alike.
 */
import { describe, expect, it } from 'vitest';
import type { ModelObservation } from '../../../src/contract';
import { releaseAnswer } from '../../../src/app/llm/release';
import { readByRelease, ReleaseInputs } from '../../../src/app/llm/release-inputs';

const found = (citation: string, snippet: string): ModelObservation =>
  ({
    status: 'ok',
    tool_call_id: `call-${citation}`,
    evidence_status: 'FOUND',
    result: { results: [{ citation, title: 'Write-ahead logging', snippet }] },
  }) as unknown as ModelObservation;
const noEvidence = { status: 'ok', tool_call_id: 'call-none', evidence_status: 'NO_EVIDENCE', result: {} };
const action = { status: 'ok', tool_call_id: 'call-action', result: { created: true } };
const refused = { status: 'repair_required', tool_call_id: 'call-bad', violation_type: 'INVALID_JSON' };

const ALL = [
  refused,
  found('sqlite:wal#1', 'WAL mode lets readers run while a writer writes.'),
  noEvidence,
  action,
  action,
  found('sqlite:wal#2', 'A checkpoint moves the WAL content back into the database.'),
  refused,
] as unknown as ModelObservation[];

describe('ReleaseInputs', () => {
  it('keeps the FOUND observations in order and the first action, nothing else', () => {
    const inputs = new ReleaseInputs();
    for (const observation of ALL) inputs.add(observation);
    expect(inputs.observations).toEqual([ALL[1], ALL[3], ALL[5]]);
    expect(ALL.map(readByRelease)).toEqual([false, true, false, true, true, true, false]);
  });

  it.each([
    [
      'What does WAL mode do?',
      'WAL mode lets readers run while a writer writes [sqlite:wal#1]. A checkpoint moves it back [sqlite:wal#2].',
    ],
    ['Create the table.', 'Created the table.'],
    ['What does WAL mode do?', 'It is faster [sqlite:wal#9].'],
  ])('releasing over the kept observations equals releasing over all (%s)', (question, draft) => {
    const inputs = new ReleaseInputs();
    for (const observation of ALL) inputs.add(observation);
    expect(releaseAnswer(draft, inputs.observations, question)).toEqual(releaseAnswer(draft, ALL, question));
  });
});
