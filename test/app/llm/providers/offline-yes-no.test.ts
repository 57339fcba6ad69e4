import { describe, expect, it } from 'vitest';
import type { EvidenceItem } from '../../../../src/app/llm/evidence';
import { questionConcepts } from '../../../../src/app/llm/language/concepts';
import { detectIntents } from '../../../../src/app/llm/language/intent';
import { collectPassages, scoreUnits } from '../../../../src/app/llm/providers/offline-evidence';
import { composeLead } from '../../../../src/app/llm/providers/offline-lead';
import { judgeAnswer } from '../../../../src/app/llm/answer-verdict';

function item(citation: string, text: string, title: string, heading = 'Overview'): EvidenceItem {
  return { citation, text, title, heading, callId: 'c1' };
}

function lead(question: string, items: EvidenceItem[]): string[] {
  const concepts = questionConcepts(question);
  const units = scoreUnits(concepts, collectPassages(items));
  return composeLead(question, detectIntents(question), concepts, units).map((s) => s.text);
}

const CHECKPOINT = item(
  'sqlite:pragma#pragma_wal_autocheckpoint',
  'When the write-ahead log is enabled a checkpoint will be run automatically. Autocheckpointing is enabled by default with an interval of 1000 or SQLITE_DEFAULT_WAL_AUTOCHECKPOINT.',
  'Pragma statements',
  'PRAGMA wal_autocheckpoint',
);
const ACTIVATING = item(
  'sqlite:wal#activating',
  'An SQLite database connection defaults to journal_mode=DELETE. To convert to WAL mode, use the following pragma: PRAGMA journal_mode=WAL;',
  'Write-Ahead Logging',
  'Activating And Configuring WAL Mode',
);

describe('yes/no questions about a default', () => {
  it('answers "No" when another value of the same setting is the default, not with a neighbouring default', () => {
    const answer = lead('Is WAL on by default?', [CHECKPOINT, ACTIVATING]);
    expect(answer[0]).toBe('No, WAL is not the default: an SQLite database connection defaults to journal_mode=DELETE');
  });

  it('answers from the sentence that states the asked thing’s default, "No" for off and "Yes" for on', () => {
    const fk = item(
      'sqlite:fk#1',
      'Foreign key constraints are disabled by default. Enable them with PRAGMA foreign_keys = ON; at run-time.',
      'SQLite Foreign Key Support',
    );
    expect(lead('Are foreign keys enforced by default?', [fk])[0]).toMatch(
      /^No, foreign keys are not enforced by default: foreign key constraints are disabled by default/,
    );
    const fts = item('sqlite:fts5#1', 'By default, FTS5 full-text searches are case-independent.', 'FTS5');
    expect(lead('Does FTS5 ignore case by default?', [fts])[0]).toMatch(/^Yes: by default, FTS5 full-text searches/);
  });

  it('gives the verdict "yes" only when a supported sentence states the default of the asked thing', () => {
    const neighbour = [{ claim: 'Autocheckpointing is enabled by default with an interval of 1000 pages of the WAL' }];
    expect(judgeAnswer('Is WAL on by default?', neighbour, [])).toMatchObject({
      answersQuestion: 'partly',
      reason: expect.stringContaining('gives no default stated'),
    });
    const own = [
      { claim: 'No, WAL is not the default: an SQLite database connection defaults to journal_mode=DELETE' },
    ];
    expect(judgeAnswer('Is WAL on by default?', own, [])).toMatchObject({ answersQuestion: 'yes' });
  });
});

describe('how-to examples and forms about the focus', () => {
  const DEFAULTS = [
    item(
      'sqlite:lang_createtable#the_default_clause',
      'A default value may also be one of the special case-independent keywords CURRENT_TIME, CURRENT_DATE or CURRENT_TIMESTAMP.',
      'CREATE TABLE',
      'The DEFAULT clause',
    ),
    item(
      'sqlite:lang_datefunc#examples',
      'Compute the current date. SELECT date();',
      'Date And Time Functions',
      'Examples',
    ),
    item(
      'sqlite:lang_returning#typical_use',
      'For example: CREATE TABLE t0( a INTEGER PRIMARY KEY, b DATE DEFAULT CURRENT_TIMESTAMP, c INTEGER ); The RETURNING clause reports them.',
      'The RETURNING Clause',
      'Typical Use',
    ),
  ];

  it('shows the example that holds the asked clause, not one that only shows the value', () => {
    const answer = lead('How do I make a column default to the current time?', DEFAULTS);
    expect(answer.join(' ')).toContain('b DATE DEFAULT CURRENT_TIMESTAMP');
    expect(answer.join(' ')).not.toContain('SELECT date()');
  });

  it('says partly when the only SQL written out lacks the asked clause', () => {
    const verdict = judgeAnswer(
      'How do I make a column default to the current time?',
      [
        { claim: 'A default value may be CURRENT_TIMESTAMP for the column' },
        { claim: 'For example: `SELECT date();`' },
      ],
      [],
    );
    expect(verdict).toMatchObject({
      answersQuestion: 'partly',
      reason: expect.stringContaining('SQL, pragma, API call or command to use, written out'),
    });
  });

  it('writes out the statement a sentence names for removing a thing', () => {
    const answer = lead('How do I remove a trigger?', [
      item(
        'sqlite:lang_createtrigger#description',
        'A trigger fires on INSERT, UPDATE or DELETE. Triggers are removed using the DROP TRIGGER statement.',
        'CREATE TRIGGER',
        'Description',
      ),
    ]);
    expect(answer).toEqual([
      'Triggers are removed using the DROP TRIGGER statement',
      'The form: `DROP TRIGGER trigger-name`',
    ]);
  });
});

describe('the polarity of a default', () => {
  it('does not read the 0 of a version number as off', () => {
    const recursive = item(
      'sqlite:limits#max_trigger_depth',
      'Beginning with version 3.7.0 (2009-09-11), recursive triggers are enabled by default but can be manually disabled using PRAGMA recursive_triggers.',
      'Limits In SQLite',
      'Maximum Depth Of Trigger Recursion',
    );
    expect(lead('Are recursive triggers enabled by default?', [recursive])[0]).toMatch(
      /^Yes, recursive triggers are enabled by default: /,
    );
  });
});
