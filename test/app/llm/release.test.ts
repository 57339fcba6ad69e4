import { describe, expect, it } from 'vitest';
import { releaseAnswer } from '../../../src/app/llm/release';
import type { ModelObservation } from '../../../src/contract';
import { foundLookup } from './found-observation';

const FOUND = foundLookup([
  {
    citation: '[sqlite:wal#3]',
    title: 'Write-Ahead Logging',
    snippet: 'WAL provides more concurrency as readers do not block writers.\nThere can only be one writer.',
  },
  {
    citation: '[sqlite:pragma#busy_timeout]',
    title: 'PRAGMA busy_timeout',
    snippet: 'PRAGMA busy_timeout = milliseconds; sets a busy handler that sleeps while a table is locked.',
  },
]);
const NO_EVIDENCE: ModelObservation = {
  ...FOUND,
  tool_call_id: 'c2',
  evidence_status: 'NO_EVIDENCE',
  result: { results: [{ citation: '[sqlite:other#1]', snippet: 'x' }] },
};

const citations = (draft: string, question = '') =>
  releaseAnswer(draft, [FOUND, NO_EVIDENCE], question).segments.filter((s) => s.kind === 'citation');

describe('releaseAnswer', () => {
  it('marks a citation supported when the id is in a FOUND observation and the sentence is about it', () => {
    const released = releaseAnswer('WAL gives readers more concurrency [sqlite:wal#3].', [FOUND]);
    expect(released.segments).toEqual([
      { kind: 'text', text: 'WAL gives readers more concurrency ' },
      { kind: 'citation', id: 'sqlite:wal#3', supported: true, quote: undefined },
      { kind: 'text', text: '.' },
    ]);
    expect(released).toMatchObject({ supported: 1, unsupported: 0 });
  });

  it('marks an invented citation, and one only in a NO_EVIDENCE observation, unsupported', () => {
    const cited = citations('See [sqlite:made-up#9] and [sqlite:other#1].');
    expect(cited.map((s) => s.kind === 'citation' && s.reason)).toEqual(['citation-not-found', 'citation-not-found']);
  });

  it('checks a quote next to a citation against the evidence (whitespace-normalized)', () => {
    const ok = releaseAnswer('"readers do not block writers. There can only be one writer." [sqlite:wal#3]', [FOUND]);
    expect(ok.supported).toBe(1);
    const bad = releaseAnswer('"writers never wait" [sqlite:wal#3]', [FOUND]);
    expect(bad.segments[1]).toMatchObject({ kind: 'citation', supported: false, reason: 'quote-not-found' });
  });

  it('marks a citation unsupported when its sentence is not about what the passage says', () => {
    const [paris] = citations('The capital of France is Paris [sqlite:wal#3].');
    expect(paris).toMatchObject({ supported: false, reason: 'claim-unrelated', shared: 0, total: 3 });
    const [quoted] = citations('France has a famous capital: "There can only be one writer." [sqlite:wal#3]');
    expect(quoted).toMatchObject({ supported: false, reason: 'claim-unrelated' });
    const [bare] = citations('- "There can only be one writer." [sqlite:wal#3] (Write-Ahead Logging)');
    expect(bare).toMatchObject({ supported: true });
  });

  it('reads the citing sentence only: the sentence before an earlier citation does not count', () => {
    const cited = citations(
      'WAL gives readers more concurrency [sqlite:wal#3]. For example: `PRAGMA busy_timeout = 5000;` [sqlite:pragma#busy_timeout].',
    );
    expect(cited.map((s) => s.kind === 'citation' && s.supported)).toEqual([true, true]);
    const [second] = citations('WAL gives readers more concurrency. The moon is made of cheese [sqlite:wal#3].');
    expect(second).toMatchObject({ supported: false, reason: 'claim-unrelated' });
    // A citation after the sentence's period cites that sentence.
    const [after] = citations('The moon is made of cheese. [sqlite:wal#3]');
    expect(after).toMatchObject({ supported: false, reason: 'claim-unrelated' });
    const [fine] = citations('WAL gives readers more concurrency. [sqlite:wal#3]');
    expect(fine).toMatchObject({ supported: true });
  });

  it('splits grouped citations and leaves links and bracketed prose as text', () => {
    const released = releaseAnswer('[sqlite:wal#3, sqlite:x#1] and [a link](http://x) and [see above]', [FOUND]);
    const ids = released.segments.filter((s) => s.kind === 'citation').map((s) => (s.kind === 'citation' ? s.id : ''));
    expect(ids).toEqual(['sqlite:wal#3', 'sqlite:x#1']);
    expect(released.segments.at(-1)).toEqual({ kind: 'text', text: ' and [a link](http://x) and [see above]' });
  });
});

describe('releaseAnswer verdict (final-answer[data-answers-question])', () => {
  const verdict = (draft: string, question: string, observations: ModelObservation[] = [FOUND]) =>
    releaseAnswer(draft, observations, question).verdict;

  it('is yes when supported sentences cover the question and give what it asks for', () => {
    const v = verdict(
      'Set a busy timeout: PRAGMA busy_timeout = milliseconds; sets a busy handler that sleeps while a table is locked [sqlite:pragma#busy_timeout].',
      'How do I make SQLite wait while a table is locked?',
    );
    expect(v.answersQuestion).toBe('yes');
    expect(v.reason).toMatch(/^Answers the question/);
  });

  it('is partly when a how-to answer writes out no statement, pragma or API call', () => {
    const v = verdict(
      'A busy handler sleeps while a table is locked [sqlite:pragma#busy_timeout].',
      'How do I make SQLite wait while a table is locked?',
    );
    expect(v).toMatchObject({ answersQuestion: 'partly' });
    expect(v.reason).toMatch(/SQL, pragma, API call or command to use, written out/);
  });

  it('is partly when an answer only echoes the question', () => {
    const v = verdict('WAL provides more concurrency [sqlite:wal#3].', 'Does WAL provide more concurrency?');
    expect(v).toMatchObject({ answersQuestion: 'partly' });
    expect(v.reason).toMatch(/repeats the question/);
  });

  it('is partly when a limits question gets no figure', () => {
    expect(
      verdict(
        'WAL provides more concurrency as readers do not block writers [sqlite:wal#3].',
        'What is the maximum number of writers with WAL?',
      ).answersQuestion,
    ).toBe('partly');
  });

  it('is no without a supported citation, or when the supported sentences are about something else', () => {
    expect(verdict('The documents I can search do not answer this.', 'What is the capital of France?')).toMatchObject({
      answersQuestion: 'no',
      coverage: 0,
    });
    expect(
      verdict('"There can only be one writer." [sqlite:wal#3]', 'How do I bake sourdough bread?').answersQuestion,
    ).toBe('no');
  });

  it('is yes for a note request whose tool call succeeded, and no when it failed', () => {
    const saved: ModelObservation = {
      status: 'ok',
      tool_call_id: 'n1',
      tool: 'save_note',
      truncated: false,
      result: {},
    };
    const denied: ModelObservation = {
      status: 'error',
      tool_call_id: 'n1',
      tool: 'save_note',
      error_code: 'APPROVAL_DENIED',
      message: 'denied',
      retryable: false,
      error_source: 'harness',
    };
    expect(verdict('Saved.', 'Save a note that we chose WAL', [saved]).answersQuestion).toBe('yes');
    expect(verdict('Not saved.', 'Save a note that we chose WAL', [denied]).answersQuestion).toBe('no');
  });
});
