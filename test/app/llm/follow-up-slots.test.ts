/**
 * resolveQuestion's slot rules: a new thing after a preposition takes that preposition's slot, a new
 * thing with its own measure replaces the earlier measure, "partial ones" keeps the earlier noun, a
 * subject pronoun resolves beside other things, a pronoun never stands for a verb phrase or a product,
 * and a resolution that would read garbled leaves the question as asked.
 */
import { describe, expect, it } from 'vitest';
import { resolveQuestion } from '../../../src/app/llm/follow-up';
import type { ConversationMessage } from '../../../src/app/llm/provider';

/** A conversation of `questions`, each answered with a text. */
function conversation(...questions: string[]): ConversationMessage[] {
  return questions.flatMap((content): ConversationMessage[] => [
    { role: 'user', content },
    { role: 'assistant', content: 'An answer [sqlite:x#y].', toolCalls: [] },
  ]);
}

/** The resolved text of the last of `questions` after the ones before it. */
function resolvedLast(...questions: string[]): string {
  const asked = questions[questions.length - 1] ?? '';
  return resolveQuestion(asked, conversation(...questions.slice(0, -1))).text;
}

describe('resolveQuestion slots', () => {
  it.each([
    [
      ['What is the maximum length of a string?', 'And of a BLOB?', 'What about the database size?'],
      'What is the maximum size of a database?',
    ],
    [
      ['What is the maximum length of a string?', 'What about the number of columns?'],
      'What is the maximum number of columns?',
    ],
  ])('a new measure replaces the old one: %j → %j', (questions, resolved) => {
    expect(resolvedLast(...questions)).toBe(resolved);
  });

  it.each([
    [
      ['What is the maximum number of columns in a table?', 'And in an index?'],
      'What is the maximum number of columns in an index?',
    ],
    [
      ['What is the maximum number of columns in a table?', 'What about in a view?'],
      'What is the maximum number of columns in a view?',
    ],
    [['How do I delete a trigger?', 'What about in PostgreSQL?'], 'How do I delete a trigger in PostgreSQL?'],
  ])('a new thing after a preposition takes its slot: %j → %j', (questions, resolved) => {
    expect(resolvedLast(...questions)).toBe(resolved);
  });

  it.each([
    [['How do I create an index?', 'Does it slow down inserts?'], 'Does an index slow down inserts?'],
    [
      ['How do I create an index?', 'Does it slow down inserts?', 'And when should I use it?'],
      'When should I use an index?',
    ],
    [['How do I create a view?', 'Can it join two tables?'], 'Can a view join two tables?'],
    [['How do I delete a trigger?', 'What about in PostgreSQL?', 'And how do I list them?'], 'How do I list triggers?'],
    [['How do I create an index?', 'And how do I list them?'], 'How do I list indexes?'],
    [['What is a covering index?', 'What about partial ones?'], 'What is a partial index?'],
    [['How do I create a temporary table?', 'And a virtual one?'], 'How do I create a virtual table?'],
  ])('a pronoun stands for the earlier noun thing: %j → %j', (questions, resolved) => {
    expect(resolvedLast(...questions)).toBe(resolved);
  });

  it.each([
    [['How do I create a table?', 'What about the size?']],
    [['What is a covering index?', 'And the page size?']],
    [['How do I create a table?', 'What about other ones?', 'And them?']],
  ])('a resolution that cannot be made cleanly keeps the question as asked: %j', (questions) => {
    const asked = questions[questions.length - 1] ?? '';
    expect(resolvedLast(...questions)).toBe(asked);
  });
});
