import { describe, expect, it } from 'vitest';
import type { ModelObservation } from '../../../../src/contract';
import type { EvidenceItem } from '../../../../src/app/llm/evidence';
import { questionConcepts } from '../../../../src/app/llm/language/concepts';
import { detectIntents } from '../../../../src/app/llm/language/intent';
import { collectPassages, scoreUnits } from '../../../../src/app/llm/providers/offline-evidence';
import { composeLead } from '../../../../src/app/llm/providers/offline-lead';
import { judgeAnswer } from '../../../../src/app/llm/answer-verdict';
import { releaseAnswer } from '../../../../src/app/llm/release';
import { foundLookup } from '../found-observation';

const OVERVIEW =
  'There are advantages and disadvantages to using WAL instead of a rollback journal. Advantages include: ' +
  '1. WAL is significantly faster in most scenarios. 2. WAL provides more concurrency as readers do not block writers and a writer does not block readers. ' +
  'But there are also disadvantages: 1. WAL normally requires that the VFS support shared-memory primitives. ' +
  '2. All processes using a database must be on the same host computer; WAL does not work over a network filesystem. ' +
  '3. It is not possible to change the page_size after entering WAL mode. ' +
  '4. There is an additional quasi-persistent "-wal" file and "-shm" shared memory file associated with each database.';
const ITEM: EvidenceItem = {
  citation: 'sqlite:wal#overview',
  text: OVERVIEW,
  title: 'Write-Ahead Logging',
  heading: 'Overview',
  callId: 'c1',
};
const FOUND = foundLookup([
  { citation: '[sqlite:wal#overview]', title: 'Write-Ahead Logging', heading: 'Overview', snippet: OVERVIEW },
]);
const WHEN = 'When should I use WAL mode, and what are its disadvantages?';

function lead(question: string): string[] {
  const concepts = questionConcepts(question);
  const units = scoreUnits(concepts, collectPassages([ITEM]));
  return composeLead(question, detectIntents(question), concepts, units).map((s) => s.text);
}

describe('trade-off answers from a listed side', () => {
  it('gives the listed disadvantages in the passage’s words, numbered, in list order', () => {
    expect(lead('What are the disadvantages of WAL mode?')[0]).toBe(
      'Disadvantages of WAL mode: (1) WAL normally requires that the VFS support shared-memory primitives; ' +
        '(2) all processes using a database must be on the same host computer; WAL does not work over a network filesystem; ' +
        '(3) it is not possible to change the page_size after entering WAL mode; (4) there is an additional quasi-persistent "-wal" file and "-shm" shared memory file associated with each database',
    );
  });

  it('says partly to a when/disadvantages answer that carries one listed disadvantage, yes to one that carries the lists', () => {
    const weak = [
      {
        claim:
          'WAL is significantly faster in most scenarios. It is not possible to change the page_size after entering WAL mode',
      },
    ];
    expect(judgeAnswer(WHEN, weak, [FOUND])).toMatchObject({
      answersQuestion: 'partly',
      reason: expect.stringContaining('advantage or disadvantage asked for'),
    });
    const full = [{ claim: lead(WHEN).join('. ') }];
    expect(judgeAnswer(WHEN, full, [FOUND])).toMatchObject({ answersQuestion: 'yes' });
  });
});

describe('caveats among supporting quotes', () => {
  const question = 'How do I add a column to an existing table?';
  const found: ModelObservation = {
    ...FOUND,
    result: {
      results: [
        {
          citation: '[sqlite:lang_altertable#add]',
          title: 'ALTER TABLE',
          heading: 'ALTER TABLE ADD COLUMN',
          snippet:
            'The ADD COLUMN syntax is used to add a new column to an existing table. The column may not have a PRIMARY KEY or UNIQUE constraint.',
        },
      ],
    },
  };
  const draft = (label: string) =>
    'The ADD COLUMN syntax is used to add a new column to an existing table [sqlite:lang_altertable#add].\n\n' +
    `Supporting quotes:\n- ${label}"The column may not have a PRIMARY KEY or UNIQUE constraint." [sqlite:lang_altertable#add]`;
  const last = (text: string) =>
    releaseAnswer(text, [found], question)
      .segments.filter((s) => s.kind === 'citation')
      .at(-1);

  it('does not count a restricting quote as support unless it is labelled a caveat', () => {
    expect(last(draft(''))).toMatchObject({ supported: false, reason: 'claim-unrelated' });
    expect(last(draft('Caveat: '))).toMatchObject({ supported: true });
  });
});

describe('a trade-off side no passage lists', () => {
  it('needs a sentence about the asked thing that gives the side, not a "not" anywhere', () => {
    const question = 'What are the disadvantages of shared-cache mode?';
    const said = [{ claim: 'Connections can choose to participate or not participate in shared-cache mode' }];
    expect(judgeAnswer(question, said, [])).toMatchObject({ answersQuestion: 'partly' });
    const con = [{ claim: 'Shared-cache mode is an obsolete feature and the use of shared-cache mode is discouraged' }];
    expect(judgeAnswer(question, con, [])).toMatchObject({ answersQuestion: 'yes' });
  });
});
