import { tradeoffsAsked } from '../../../../src/app/llm/language/forms';
import { describe, expect, it } from 'vitest';
import { detectIntents } from '../../../../src/app/llm/language/intent';

describe('detectIntents', () => {
  it.each([
    ['Why do my writes fail, and how do I fix it?', ['why', 'fix', 'how-to']],
    ['How many columns can a table have?', ['limit']],
    ['What is the default page size?', ['default']],
    ['Are foreign keys enforced by default?', ['default']],
    ['How large can a page be by default?', ['limit', 'default']],
    ['What is the difference between DELETE and TRUNCATE?', ['compare']],
    ['When should I use WAL mode, and what are its disadvantages?', ['tradeoffs', 'when']],
    ['Is it a good idea to use AUTOINCREMENT?', ['when', 'what-is']],
    ['What is WAL?', ['what-is']],
    ['Is SQLite thread-safe?', ['what-is']],
    ['How do I create an index?', ['how-to']],
    ['How should I store dates?', ['how-to']],
    ['What is the syntax for creating a view?', ['how-to', 'what-is']],
  ])('reads “%s” as %j', (question, intents) => {
    expect(detectIntents(question)).toEqual(intents);
  });

  it('drops the general what-is when the question asks for a figure, a comparison, a cause or a trade-off', () => {
    expect(detectIntents('What is the maximum size of a database?')).not.toContain('what-is');
    expect(detectIntents('What is the difference between a view and a table?')).not.toContain('what-is');
    expect(detectIntents('What is the reason, why is it locked?')).not.toContain('what-is');
    expect(detectIntents('What are the disadvantages of WAL mode?')).toEqual(['tradeoffs']);
  });

  it('reads “limit” as a verb with an object as a how-to, not a question for a figure', () => {
    expect(detectIntents('How do I limit the rows returned?')).toEqual(['how-to']);
  });

  it('reads "when should I avoid X" as asking for its disadvantages, not for a fix', () => {
    expect(detectIntents('When should I avoid WAL mode?')).toEqual(['when', 'tradeoffs']);
    expect(tradeoffsAsked('When should I not use AUTOINCREMENT?')).toEqual({ pro: false, con: true });
    expect(detectIntents('How do I avoid database is locked errors?')).toContain('fix');
  });

  it('reads a how-to that gives a column a default as a how-to, not a question for the default', () => {
    expect(detectIntents('How do I give a column a default value?')).toEqual(['how-to']);
    expect(detectIntents('What is the default journal mode?')).toContain('default');
  });

  it('reads a request to save or list notes as an action, whatever else it says', () => {
    expect(detectIntents('Save a note that WAL is fast')).toEqual(['action']);
    expect(detectIntents('Please remember that I use Postgres')).toEqual(['action']);
    expect(detectIntents('List my notes')).toEqual(['action']);
  });

  it('finds no intent in a sentence that asks nothing the model answers', () => {
    expect(detectIntents('Tell me a joke')).toEqual([]);
  });
});
