import { describe, expect, it } from 'vitest';
import type { ModelObservation } from '../../../src/contract';
import { judgeAnswer } from '../../../src/app/llm/answer-verdict';

const FK = 'How do I turn on foreign keys?';
const claim = (text: string) => [{ claim: text }];

describe('judgeAnswer', () => {
  it('says yes to an answer that covers the question and names the statement a how-to asks for', () => {
    expect(
      judgeAnswer(
        FK,
        claim('Foreign key constraints are off by default; enable them with PRAGMA foreign_keys = ON.'),
        [],
      ),
    ).toMatchObject({
      answersQuestion: 'yes',
      reason: expect.stringMatching(
        /^Answers the question: covers foreign keys .*SQL, pragma, API call or command to use, written out/,
      ),
    });
  });

  it('says partly, naming what is missing, when a how-to answer names no statement', () => {
    expect(judgeAnswer(FK, claim('Foreign keys are a feature of SQLite.'), [])).toMatchObject({
      answersQuestion: 'partly',
      reason: expect.stringContaining('but gives no SQL, pragma, API call or command to use, written out'),
    });
  });

  it('says partly to a how-to answer that names a clause without writing the statement out, yes once it does', () => {
    const question = 'How can I rename a column?';
    const named = 'The RENAME COLUMN TO syntax changes the column-name of table table-name into new-column-name.';
    expect(judgeAnswer(question, claim(named), [])).toMatchObject({
      answersQuestion: 'partly',
      reason: expect.stringContaining('gives no SQL, pragma, API call or command to use, written out'),
    });
    const written = `${named} The form: \`ALTER TABLE table-name RENAME COLUMN column-name TO new-column-name\`.`;
    expect(judgeAnswer(question, claim(written), [])).toMatchObject({ answersQuestion: 'yes' });
  });

  it('says at most partly to an answer that only repeats the question’s words', () => {
    expect(judgeAnswer(FK, claim('Turn on foreign keys.'), [])).toMatchObject({
      answersQuestion: 'partly',
      reason: expect.stringContaining("repeats the question's words without adding an answer"),
    });
  });

  it('says no without supported sentences, or when they cover none of the question', () => {
    expect(judgeAnswer(FK, [], [])).toEqual({
      answersQuestion: 'no',
      reason: 'Does not answer: no sentence of it cites supporting evidence.',
      coverage: 0,
    });
    expect(
      judgeAnswer(FK, claim('VACUUM rebuilds the database file into a minimal amount of disk space.'), []),
    ).toEqual({
      answersQuestion: 'no',
      reason: 'Does not answer: its supported sentences cover none of the question.',
      coverage: 0,
    });
  });

  it('asks a limit question for a figure the question does not hold', () => {
    const question = 'What is the maximum number of columns in a table?';
    expect(
      judgeAnswer(question, claim('The maximum number of columns defaults to 2000 in a table.'), []).answersQuestion,
    ).toBe('yes');
    expect(
      judgeAnswer(question, claim('The maximum number of columns in a table is set at compile time by a macro.'), [])
        .answersQuestion,
    ).toBe('partly');
  });

  it('asks a disadvantages question for a disadvantage, not an advantage', () => {
    const question = 'What are the disadvantages of WAL mode?';
    expect(
      judgeAnswer(question, claim('WAL mode is significantly faster in most scenarios and gives more concurrency.'), [])
        .answersQuestion,
    ).toBe('partly');
    expect(
      judgeAnswer(question, claim('WAL mode requires that all processes be on the same host computer.'), [])
        .answersQuestion,
    ).toBe('yes');
  });

  it('judges a note request by whether a non-evidence tool call succeeded, with no citation needed', () => {
    const saved: ModelObservation = {
      status: 'ok',
      tool_call_id: 'c1',
      tool: 'save_note',
      result: {},
      truncated: false,
    };
    const failed: ModelObservation = {
      status: 'error',
      tool_call_id: 'c1',
      tool: 'save_note',
      error_code: 'BACKEND_ERROR',
      message: 'x',
      retryable: false,
      error_source: 'tool',
    };
    expect(judgeAnswer('Save a note that WAL is fast', [], [saved])).toEqual({
      answersQuestion: 'yes',
      reason: 'Did what was asked: the tool call succeeded.',
      coverage: 1,
    });
    expect(judgeAnswer('Save a note that WAL is fast', [], [failed]).answersQuestion).toBe('no');
  });

  it('does not count an evidence lookup as doing a note request', () => {
    const lookup: ModelObservation = {
      status: 'ok',
      tool_call_id: 'c1',
      tool: 'lookup_knowledge',
      evidence_status: 'FOUND',
      result: [],
      truncated: false,
    };
    expect(judgeAnswer('Save a note that WAL is fast', [], [lookup]).answersQuestion).toBe('no');
  });
});
