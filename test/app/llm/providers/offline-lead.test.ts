import { describe, expect, it } from 'vitest';
import type { EvidenceItem } from '../../../../src/app/llm/evidence';
import { questionConcepts } from '../../../../src/app/llm/language/concepts';
import { detectIntents } from '../../../../src/app/llm/language/intent';
import { collectPassages, scoreUnits } from '../../../../src/app/llm/providers/offline-evidence';
import { composeLead, pickCode, tidy } from '../../../../src/app/llm/providers/offline-lead';

function item(citation: string, text: string, title: string, heading = 'Overview'): EvidenceItem {
  return { citation, text, title, heading, callId: 'c1' };
}

/** The direct answer's sentences for a question over the given passages, as [text, citation]. */
function lead(question: string, items: EvidenceItem[]): [string, string][] {
  const concepts = questionConcepts(question);
  const units = scoreUnits(concepts, collectPassages(items));
  return composeLead(question, detectIntents(question), concepts, units).map((s) => [s.text, s.citation]);
}

const WAL = item(
  'sqlite:wal#overview',
  'Advantages include: 1. WAL is significantly faster in most scenarios. 2. WAL provides more concurrency as readers do not block writers. ' +
    'But there are also disadvantages: 1. WAL normally requires that the VFS support shared-memory primitives.',
  'Write-Ahead Logging',
);

describe('composeLead', () => {
  it('answers a why question with the sentence that gives the cause, citing its passage', () => {
    const answer = lead('Why do I get database is locked errors?', [
      item(
        'sqlite:lock#1',
        'SQLite supports many readers at once. The database is locked because another connection holds a write lock. The lock is released at commit.',
        'File Locking',
        'Locks',
      ),
    ]);
    expect(answer[0]).toEqual([
      'The database is locked because another connection holds a write lock',
      'sqlite:lock#1',
    ]);
  });

  it('answers a how-to with a sentence and a code example from the passage', () => {
    const answer = lead('How do I turn on foreign keys?', [
      item(
        'sqlite:fk#1',
        'Foreign key constraints are disabled by default. Enable them for each connection by running PRAGMA foreign_keys = ON; before you use them.',
        'SQLite Foreign Key Support',
        'Enabling Foreign Key Support',
      ),
    ]);
    expect(answer.at(-1)).toEqual(['For example: `PRAGMA foreign_keys = ON;`', 'sqlite:fk#1']);
    expect(answer.length).toBeLessThanOrEqual(3);
  });

  it('names an advantage and a disadvantage for a trade-off question', () => {
    expect(lead('What are the advantages and disadvantages of WAL mode?', [WAL])).toEqual([
      ['WAL is significantly faster in most scenarios', 'sqlite:wal#overview'],
      ['WAL normally requires that the VFS support shared-memory primitives', 'sqlite:wal#overview'],
    ]);
  });

  it('answers “what are its disadvantages” with a disadvantage, not an advantage', () => {
    expect(lead('What are the disadvantages of WAL mode?', [WAL])).toEqual([
      ['WAL normally requires that the VFS support shared-memory primitives', 'sqlite:wal#overview'],
    ]);
  });

  it('adds the qualifying “but” sentence of the same passage to a yes/no answer', () => {
    const answer = lead('Can several processes write to the database at once?', [
      item(
        'sqlite:faq#5',
        'Multiple processes can have the same database open at the same time. But only one process can be making changes to the database at any moment in time.',
        'FAQ',
        'Can multiple applications access the same database?',
      ),
    ]);
    expect(answer).toEqual([
      ['Multiple processes can have the same database open at the same time', 'sqlite:faq#5'],
      ['Only one process can be making changes to the database at any moment in time', 'sqlite:faq#5'],
    ]);
  });

  it('gives nothing when no sentence covers any word of the question', () => {
    expect(lead('How do I lock my screen?', [item('sqlite:vacuum#1', 'VACUUM rebuilds the file.', 'VACUUM')])).toEqual(
      [],
    );
  });
});

describe('pickCode', () => {
  it('picks the statement the vocabulary names for the topic', () => {
    const concepts = questionConcepts('How do I turn on foreign keys?');
    const units = scoreUnits(
      concepts,
      collectPassages([
        item(
          'sqlite:fk#1',
          'Create the tables with CREATE TABLE artist(id INTEGER PRIMARY KEY); Then run PRAGMA foreign_keys = ON; to enforce them.',
          'SQLite Foreign Key Support',
        ),
      ]),
    );
    expect(pickCode(concepts, units)?.unit.text).toBe('PRAGMA foreign_keys = ON;');
  });

  it('shows no code from a passage the answer does not cite when the vocabulary names no form', () => {
    const concepts = questionConcepts('How do I list the kestrel sightings?');
    const units = scoreUnits(
      concepts,
      collectPassages([item('sqlite:x#1', 'Run CREATE TABLE t(a, b); first.', 'Unrelated page')]),
    );
    expect(pickCode(concepts, units)).toBeUndefined();
  });

  it('gives nothing when the passages hold no code', () => {
    const concepts = questionConcepts('How do I turn on foreign keys?');
    expect(pickCode(concepts, scoreUnits(concepts, collectPassages([WAL])))).toBeUndefined();
  });
});

describe('tidy', () => {
  it('drops a leading connective, an aside without figures or code, and the final period', () => {
    expect(tidy('However, the busy timeout (which is off by default) waits for a lock.')).toBe(
      'The busy timeout waits for a lock',
    );
    expect(tidy('and it retries quickly;')).toBe('It retries quickly');
  });

  it('keeps an aside that holds a figure or a code name', () => {
    expect(tidy('Use the limit (at most 10 rows) for paging.')).toBe('Use the limit (at most 10 rows) for paging');
    expect(tidy('It retries (see SQLITE_BUSY).')).toBe('It retries (see SQLITE_BUSY)');
  });
});
