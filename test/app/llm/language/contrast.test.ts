import { describe, expect, it } from 'vitest';
import { comparedItems } from '../../../../src/app/llm/language/concepts';
import { relatesAll, statesDifference } from '../../../../src/app/llm/language/contrast';
import { judgeAnswer } from '../../../../src/app/llm/answer-verdict';

describe('statesDifference', () => {
  it('is true for one sentence that names both compared things with contrast wording', () => {
    const items = comparedItems('What is the difference between INTEGER PRIMARY KEY and AUTOINCREMENT?');
    const sentence =
      'If the AUTOINCREMENT keyword appears after INTEGER PRIMARY KEY, that changes the automatic ROWID assignment algorithm to prevent the reuse of ROWIDs.';
    expect(statesDifference(sentence, items)).toBe(true);
    expect(
      statesDifference(
        'If a column has the type INTEGER PRIMARY KEY AUTOINCREMENT then a slightly different algorithm is used.',
        items,
      ),
    ).toBe(false);
  });

  it('names SQL forms in capitals by the whole form, and the EXCEPT operator is no contrast', () => {
    const items = comparedItems('What is the difference between UNION and UNION ALL?');
    expect(
      statesDifference(
        'The UNION operator works the same way as UNION ALL, except that duplicate rows are removed.',
        items,
      ),
    ).toBe(true);
    expect(
      statesDifference('A compound SELECT is connected by operators UNION, UNION ALL, EXCEPT, or INTERSECT.', items),
    ).toBe(false);
    expect(comparedItems('How does VACUUM INTO differ from VACUUM?').map((item) => item.label)).toEqual([
      'vacuum into',
      'vacuum',
    ]);
  });

  it('is false for two definitions side by side', () => {
    const items = comparedItems('What is the difference between a correlated and an uncorrelated subquery?');
    expect(
      relatesAll(
        [
          'A correlated subquery is reevaluated each time its result is required.',
          'An uncorrelated subquery is evaluated only once.',
        ],
        items,
      ),
    ).toBe(false);
  });
});

describe('release verdict on a comparison', () => {
  const question = 'What is the difference between INTEGER PRIMARY KEY and AUTOINCREMENT?';

  it('is partly, naming the missing contrast, for two separate definitions', () => {
    const verdict = judgeAnswer(
      question,
      [
        {
          claim: 'Integer primary key columns are not able to hold floating point values, strings, BLOBs, or NULLs.',
          lead: true,
        },
        {
          claim: 'The AUTOINCREMENT keyword imposes extra CPU, memory, disk space, and disk I/O overhead.',
          lead: true,
        },
      ],
      [],
    );
    expect(verdict.answersQuestion).toBe('partly');
    expect(verdict.reason).toMatch(/no sentence that sets the compared things against each other/);
  });
});
