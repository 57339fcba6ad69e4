/**
 * The release step's exact rules (release.ts, cited-passages.ts): a cited id is found only when an
 * evidence item of a FOUND observation carries exactly it, and a quote counts only in that id's passage.
 */
import { describe, expect, it } from 'vitest';
import { releaseAnswer } from '../../../src/app/llm/release';
import type { ModelObservation } from '../../../src/contract';
import { foundLookup } from './found-observation';

const FOUND = foundLookup(
  [
    {
      citation: '[sqlite:wal#3]',
      title: 'Write-Ahead Logging',
      snippet:
        "WAL provides more concurrency as readers do not block writers. There can only be one writer. It doesn't work over a network filesystem.",
    },
    {
      citation: '[sqlite:pragma#busy_timeout]',
      title: 'PRAGMA busy_timeout',
      snippet: 'PRAGMA busy_timeout = 1000; sets a busy handler that sleeps while a table is locked.',
    },
  ],
  'wal writer',
);

/** The citation segments of a released draft, as `id → reason` (`ok` when supported). */
const verdicts = (draft: string, observations: ModelObservation[] = [FOUND]) =>
  releaseAnswer(draft, observations).segments.flatMap((s) =>
    s.kind === 'citation' ? [`${s.id} → ${s.supported ? 'ok' : s.reason}`] : [],
  );

describe('release: a cited id is found only when an evidence item carries exactly it', () => {
  it('does not find a number, a word of the observation, or a part of a real id', () => {
    expect(
      verdicts(
        'Readers do not block writers with WAL [1]. Readers do not block writers with WAL [writer]. ' +
          'Readers do not block writers with WAL [wal]. Readers do not block writers with WAL [a].',
      ),
    ).toEqual([
      '1 → citation-not-found',
      'writer → citation-not-found',
      'wal → citation-not-found',
      'a → citation-not-found',
    ]);
  });

  it('does not find a prefix of a real id, nor the id in another case', () => {
    expect(
      verdicts('Readers do not block writers with WAL [sqlite:wal]. Readers do not block writers [SQLITE:WAL#3].'),
    ).toEqual(['sqlite:wal → citation-not-found', 'SQLITE:WAL#3 → citation-not-found']);
  });

  it('finds the exact id, also written with spaces inside the brackets', () => {
    expect(verdicts('Readers do not block writers with WAL [ sqlite:wal#3 ].')).toEqual(['sqlite:wal#3 → ok']);
  });

  it('does not take a paragraph citing an id that is not found for the direct answer', () => {
    const observation: ModelObservation = {
      ...FOUND,
      result: [
        {
          citation: 'sqlite:limits#max_page_count',
          snippet: 'The maximum number of rows in a table is 2^64 (18446744073709551616).',
        },
        { citation: 'sqlite:limits#max_column', snippet: 'The default setting for SQLITE_MAX_COLUMN is 2000.' },
      ],
    };
    const draft =
      'Columns in a table are limited [1].\n\nThe default setting for SQLITE_MAX_COLUMN is 2000 [sqlite:limits#max_column].';
    const released = releaseAnswer(draft, [observation], 'What is the maximum number of columns in a table?');
    expect(released.verdict.answersQuestion).toBe('yes');
  });
});

describe('release: a quote counts only in the passage of the id it is cited to', () => {
  it('supports the right id with its own quote', () => {
    expect(verdicts('"There can only be one writer." [sqlite:wal#3]')).toEqual(['sqlite:wal#3 → ok']);
  });

  it('does not support a quote from another passage of the same observation', () => {
    expect(
      verdicts('A busy handler waits: "sets a busy handler that sleeps while a table is locked." [sqlite:wal#3]'),
    ).toEqual(['sqlite:wal#3 → quote-not-found']);
  });

  it('does not take a quote from the observation outside any passage (its query)', () => {
    expect(verdicts('WAL: "wal writer" [sqlite:wal#3]')).toEqual(['sqlite:wal#3 → quote-not-found']);
  });

  it('reads an ellipsis in a quote as a cut: each fragment in the passage, in order', () => {
    expect(verdicts('Writers: "readers do not block writers … only be one writer" [sqlite:wal#3]')).toEqual([
      'sqlite:wal#3 → ok',
    ]);
    expect(verdicts('Writers: "readers do not block writers [...] only be one writer" [sqlite:wal#3]')).toEqual([
      'sqlite:wal#3 → ok',
    ]);
    expect(verdicts('WAL: "only be one writer … readers do not block writers" [sqlite:wal#3]')).toEqual([
      'sqlite:wal#3 → quote-not-found',
    ]);
    expect(verdicts('WAL writers: "readers do not block writers … while a table is locked" [sqlite:wal#3]')).toEqual([
      'sqlite:wal#3 → quote-not-found',
    ]);
  });

  it('reads typographic quotes and apostrophes as straight ones, and white space as one space', () => {
    expect(verdicts('WAL over a network: “It doesn’t work over a\n network filesystem.” [sqlite:wal#3]')).toEqual([
      'sqlite:wal#3 → ok',
    ]);
  });

  it('checks each id of a group against its own passage', () => {
    expect(verdicts('"There can only be one writer." [sqlite:wal#3, sqlite:pragma#busy_timeout]')).toEqual([
      'sqlite:wal#3 → ok',
      'sqlite:pragma#busy_timeout → quote-not-found',
    ]);
  });
});

describe('release: inline citations of a parts result (an MCP tool)', () => {
  const PARTS: ModelObservation = {
    status: 'ok',
    tool_call_id: 'm1',
    tool: 'docs_search',
    evidence_status: 'FOUND',
    truncated: false,
    result: {
      parts: [
        {
          type: 'text',
          text: '[kb:wal#1] WAL lets readers continue while a writer commits. [kb:vacuum#2] VACUUM rebuilds the database file.',
        },
      ],
    },
  };

  it('supports a quote of the cited passage and refuses one of the next passage', () => {
    expect(verdicts('"WAL lets readers continue while a writer commits." [kb:wal#1]', [PARTS])).toEqual([
      'kb:wal#1 → ok',
    ]);
    expect(verdicts('WAL readers: "VACUUM rebuilds the database file." [kb:wal#1]', [PARTS])).toEqual([
      'kb:wal#1 → quote-not-found',
    ]);
    expect(verdicts('WAL lets readers continue [kb:wal].', [PARTS])).toEqual(['kb:wal → citation-not-found']);
  });

  it('finds the ids of JSON hits an MCP tool wrote as a text part, each with its own passage', () => {
    const hits = [
      { citation: 'mcp:wal#1', snippet: 'WAL lets readers continue while a writer commits.' },
      { citation: 'mcp:vacuum#2', snippet: 'VACUUM rebuilds the database file.' },
    ];
    const json: ModelObservation = { ...PARTS, result: { parts: [{ type: 'text', text: JSON.stringify(hits) }] } };
    expect(verdicts('"WAL lets readers continue while a writer commits." [mcp:wal#1]', [json])).toEqual([
      'mcp:wal#1 → ok',
    ]);
    expect(verdicts('WAL readers: "VACUUM rebuilds the database file." [mcp:wal#1]', [json])).toEqual([
      'mcp:wal#1 → quote-not-found',
    ]);
  });

  it('reads citations written after their passages as closing them', () => {
    const trailing: ModelObservation = {
      ...PARTS,
      result: {
        parts: [
          { type: 'text', text: 'WAL lets readers continue [kb:wal#1]. VACUUM rebuilds the file [kb:vacuum#2].' },
        ],
      },
    };
    expect(verdicts('"WAL lets readers continue" [kb:wal#1]', [trailing])).toEqual(['kb:wal#1 → ok']);
    expect(verdicts('WAL readers: "VACUUM rebuilds the file" [kb:wal#1]', [trailing])).toEqual([
      'kb:wal#1 → quote-not-found',
    ]);
  });
});
