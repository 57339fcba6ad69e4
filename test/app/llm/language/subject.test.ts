import { describe, expect, it } from 'vitest';
import { coversSymptom, figureAboutFocus, symptomUnits } from '../../../../src/app/llm/language/subject';
import { focusConcepts } from '../../../../src/app/llm/language/focus';
import { judgeAnswer } from '../../../../src/app/llm/answer-verdict';

const BLOB = 'How big can a single BLOB be?';
const SHRINK = 'Why is my database file not shrinking after deleting rows?';
const FTS5 =
  'If it is small enough (by default this means smaller than 4000 bytes), the entire contents of a segment b-tree may be stored as a single blob within the %_data table.';
const LIMIT = 'The maximum length of a string or BLOB in SQLite is 1,000,000,000 bytes.';

describe('figures and causes about the asked thing', () => {
  it('takes a figure as of the focus only when the sentence names it before the figure, in its clause or heading', () => {
    const focus = focusConcepts(BLOB);
    expect(figureAboutFocus(LIMIT, focus)).toBe(true);
    expect(figureAboutFocus(FTS5, focus)).toBe(false);
    expect(
      figureAboutFocus('The default value of this macro is 1 billion.', focus, 'Maximum length of a string or BLOB'),
    ).toBe(true);
    const tables = focusConcepts('How many tables can a schema have?');
    expect(
      figureAboutFocus(
        'Since the maximum number of pages in a database file is 2147483646 (a little over 2 billion) this is also then an upper bound on the number of tables and indices in a schema.',
        tables,
      ),
    ).toBe(true);
  });

  it('takes a cause as of the symptom only when it names half of the symptom in the question’s words or the error’s code', () => {
    expect(symptomUnits(SHRINK).flat()).toEqual(expect.arrayContaining(['file', 'delet']));
    expect(
      coversSymptom('As much as twice the size of the original database file is required in free disk space.', SHRINK),
    ).toBe(false);
    expect(
      coversSymptom('When data is deleted, the database file does not shrink: pages go to a freelist.', SHRINK),
    ).toBe(true);
    const locked = "Why do my writes fail with 'database is locked', and how do I fix it?";
    expect(
      coversSymptom('The SQLITE_BUSY result code indicates that the database file could not be written.', locked),
    ).toBe(true);
  });

  it('gives partly, not yes, to a figure or a cause of something else', () => {
    expect(judgeAnswer(BLOB, [{ claim: FTS5 }], []).answersQuestion).toBe('partly');
    expect(judgeAnswer(BLOB, [{ claim: LIMIT }], []).answersQuestion).toBe('yes');
    const vacuum =
      'This means that when VACUUMing a database, as much as twice the size of the original database file is required in free disk space.';
    expect(judgeAnswer(SHRINK, [{ claim: vacuum }], [])).toMatchObject({
      answersQuestion: 'partly',
      reason: expect.stringContaining('gives no cause of the asked symptom'),
    });
  });
});
