import { describe, expect, it } from 'vitest';
import { releaseAnswer } from '../../../src/app/llm/release';
import type { ModelObservation } from '../../../src/contract';

const FOUND: ModelObservation = {
  status: 'ok',
  tool_call_id: 'c1',
  tool: 'lookup_knowledge',
  evidence_status: 'FOUND',
  truncated: false,
  result: {
    results: [
      {
        citation: '[sqlite:wal#3]',
        snippet: 'WAL provides more concurrency as readers do not block writers.\nThere can only be one writer.',
      },
    ],
  },
};
const NO_EVIDENCE: ModelObservation = {
  ...FOUND,
  tool_call_id: 'c2',
  evidence_status: 'NO_EVIDENCE',
  result: { results: [{ citation: '[sqlite:other#1]', snippet: 'x' }] },
};

describe('releaseAnswer', () => {
  it('marks a citation found in a FOUND observation as supported', () => {
    const released = releaseAnswer('WAL helps [sqlite:wal#3].', [FOUND]);
    expect(released.segments).toEqual([
      { kind: 'text', text: 'WAL helps ' },
      { kind: 'citation', id: 'sqlite:wal#3', supported: true, quote: undefined },
      { kind: 'text', text: '.' },
    ]);
    expect(released).toMatchObject({ supported: 1, unsupported: 0 });
  });

  it('marks an invented citation, and one only in a NO_EVIDENCE observation, unsupported', () => {
    const released = releaseAnswer('See [sqlite:made-up#9] and [sqlite:other#1].', [FOUND, NO_EVIDENCE]);
    expect(released.unsupported).toBe(2);
    expect(
      released.segments.filter((s) => s.kind === 'citation').map((s) => s.kind === 'citation' && s.reason),
    ).toEqual(['citation-not-found', 'citation-not-found']);
  });

  it('checks a quote next to a citation against the evidence (whitespace-normalized)', () => {
    const ok = releaseAnswer('"readers do not block writers. There can only be one writer." [sqlite:wal#3]', [FOUND]);
    expect(ok.supported).toBe(1);
    const bad = releaseAnswer('"writers never wait" [sqlite:wal#3]', [FOUND]);
    expect(bad.segments[1]).toMatchObject({ kind: 'citation', supported: false, reason: 'quote-not-found' });
  });

  it('splits grouped citations and leaves links and bracketed prose as text', () => {
    const released = releaseAnswer('[sqlite:wal#3, sqlite:x#1] and [a link](http://x) and [see above]', [FOUND]);
    const ids = released.segments.filter((s) => s.kind === 'citation').map((s) => (s.kind === 'citation' ? s.id : ''));
    expect(ids).toEqual(['sqlite:wal#3', 'sqlite:x#1']);
    expect(released.segments.at(-1)).toEqual({ kind: 'text', text: ' and [a link](http://x) and [see above]' });
  });
});
