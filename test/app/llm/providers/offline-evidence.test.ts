import { describe, expect, it } from 'vitest';
import type { EvidenceItem } from '../../../../src/app/llm/evidence';
import { questionConcepts } from '../../../../src/app/llm/language/concepts';
import {
  collectPassages,
  evidenceAnswers,
  passagesCover,
  scoreUnits,
} from '../../../../src/app/llm/providers/offline-evidence';

function item(citation: string, text: string, title = 'Write-Ahead Logging', heading = 'Overview'): EvidenceItem {
  return { citation, text, title, heading, callId: 'c1' };
}

const WAL = item(
  '[sqlite:wal#overview]',
  'WAL mode lets readers run while one writer writes. The default journal mode is DELETE.',
);
const LOCK = item(
  'sqlite:lockingv3#locks',
  'A database lock keeps two writers apart. The busy timeout waits for a lock.',
  'File Locking',
  'Locks',
);

describe('collectPassages', () => {
  it('merges snippets by citation (brackets stripped), in the order first read, without repeating a text', () => {
    const passages = collectPassages([
      WAL,
      LOCK,
      item('sqlite:wal#overview', 'WAL mode is usually faster than the rollback journal.'),
      WAL,
    ]);
    expect(passages.map((p) => [p.citation, p.rank, p.texts.length])).toEqual([
      ['sqlite:wal#overview', 0, 2],
      ['sqlite:lockingv3#locks', 1, 1],
    ]);
    expect(passages[0]?.units.map((unit) => unit.index)).toEqual([0, 1, 2]);
    expect(passages[0]?.title).toBe('Write-Ahead Logging');
  });

  it('keeps a passage whose snippet is empty, with no units', () => {
    const [passage] = collectPassages([item('sqlite:x#1', '   ')]);
    expect(passage?.texts).toEqual([]);
    expect(passage?.units).toEqual([]);
  });
});

describe('scoreUnits', () => {
  const concepts = questionConcepts('What does WAL mode let readers do?');

  it('scores a unit that covers the question above one that does not', () => {
    const scored = scoreUnits(concepts, collectPassages([WAL]));
    const [covering, other] = scored;
    expect(covering?.unit.text).toMatch(/^WAL mode lets readers/);
    expect(covering?.coverage).toBe(1);
    expect(other?.coverage).toBeLessThan(1);
    expect(covering && other && covering.base > other.base).toBe(true);
  });

  it('scores the same sentence lower when the snippet cut it, or when it was read later', () => {
    const whole = scoreUnits(concepts, collectPassages([item('a:1', 'WAL mode lets readers run while one writes.')]));
    const cut = scoreUnits(concepts, collectPassages([item('a:1', 'WAL mode lets readers run while one writes…')]));
    expect(cut[0]?.unit.partial).toBe(true);
    expect((cut[0]?.base ?? 0) < (whole[0]?.base ?? 0)).toBe(true);
    const two = scoreUnits(
      concepts,
      collectPassages([
        item('a:1', 'WAL mode lets readers run while one writes.', 'T', 'H'),
        item('b:1', 'WAL mode lets readers go on while one writes.', 'T', 'H'),
      ]),
    );
    expect((two[0]?.base ?? 0) > (two[1]?.base ?? 0)).toBe(true);
  });

  it('scores a question and a “See …” pointer below a plain statement of the same coverage', () => {
    const [plain, asked, pointer] = scoreUnits(
      concepts,
      collectPassages([
        item('a:1', 'WAL mode lets readers keep reading.'),
        item('a:2', 'Does WAL mode let readers keep reading?'),
        item('a:3', 'See how WAL mode lets readers keep reading.'),
      ]).map((passage) => ({ ...passage, rank: 0 })),
    );
    expect((asked?.base ?? 0) < (plain?.base ?? 0)).toBe(true);
    expect((pointer?.base ?? 0) < (plain?.base ?? 0)).toBe(true);
  });
});

describe('evidenceAnswers', () => {
  it('answers when a passage covers the question’s topic', () => {
    const result = evidenceAnswers(questionConcepts('What does WAL mode let readers do?'), collectPassages([WAL]));
    expect(result.answers).toBe(true);
    expect(result.missing).toEqual([]);
    expect(result.best).toBeGreaterThanOrEqual(0.5);
  });

  it('declines a question whose subject no passage mentions (“lock my screen” against database locks)', () => {
    const result = evidenceAnswers(questionConcepts('How do I lock my screen?'), collectPassages([LOCK]));
    expect(result.answers).toBe(false);
    expect(result.missing.map((concept) => concept.label)).toEqual(['screen']);
  });

  it('declines with no passages or no concepts', () => {
    expect(evidenceAnswers(questionConcepts('What is WAL mode?'), [])).toEqual({
      answers: false,
      missing: expect.any(Array),
      best: 0,
    });
    expect(evidenceAnswers([], collectPassages([WAL])).answers).toBe(false);
  });
});

describe('passagesCover', () => {
  it('is true when the cited passages cover the topic and false when they leave the subject out', () => {
    const concepts = questionConcepts('What does WAL mode let readers do?');
    const vacuum = item('sqlite:vacuum#1', 'VACUUM rebuilds the database file.', 'VACUUM', 'Overview');
    const read = collectPassages([WAL, LOCK, vacuum]);
    const [wal, lock] = read;
    expect(wal && passagesCover(concepts, [wal], read)).toBe(true);
    expect(lock && passagesCover(concepts, [lock], read)).toBe(false);
  });
});
