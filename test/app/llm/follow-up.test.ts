/**
 * resolveQuestion: a follow-up borrows the thing of the question before it (a pronoun, an elliptic
 * "What about …?"), a chain of follow-ups keeps it, and a full new question never borrows.
 */
import { describe, expect, it } from 'vitest';
import { questionsOf, resolveQuestion } from '../../../src/app/llm/follow-up';
import type { ConversationMessage } from '../../../src/app/llm/provider';

/** A conversation of `questions`, each answered with one tool call and a text. */
function conversation(...questions: string[]): ConversationMessage[] {
  return questions.flatMap((content, i): ConversationMessage[] => [
    { role: 'user', content },
    {
      role: 'assistant',
      content: '',
      toolCalls: [{ toolCallId: `c${i}`, toolName: 'lookup_knowledge', argumentsText: '{}' }],
    },
    { role: 'tool', toolCallId: `c${i}`, toolName: 'lookup_knowledge', content: '{"status":"ok"}' },
    { role: 'assistant', content: 'An answer [sqlite:x#y].', toolCalls: [] },
  ]);
}

const INDEX = 'How do I create an index on two columns?';

describe('resolveQuestion', () => {
  it.each([
    [INDEX, 'And how do I drop it again?', 'How do I drop an index?'],
    [INDEX, 'How do I do that again?', INDEX],
    [INDEX, 'And how do I delete?', 'How do I delete an index?'],
    ['How do I drop an index?', 'And how do I create it?', 'How do I create an index?'],
    ['How do I enable foreign keys?', 'And how do I turn them off again?', 'How do I turn foreign keys off?'],
    ['How do I create a view?', 'Is it stored on disk?', 'Is a view stored on disk?'],
    ['What is WAL mode?', 'What are its disadvantages?', 'What are the disadvantages of WAL mode?'],
    [
      'What is the maximum number of columns in a table?',
      'Can I change it?',
      'Can I change the maximum number of columns?',
    ],
    ["Why do my writes fail with 'database is locked'?", 'How do I fix it?', "How do I fix 'database is locked'?"],
    ['How do I create a table?', 'How do I add a column to it?', 'How do I add a column to a table?'],
    ['How do I create a table?', 'And how do I delete rows from it?', 'How do I delete rows from a table?'],
  ])('a pronoun borrows the thing of %j: %j → %j', (earlier, asked, resolved) => {
    expect(resolveQuestion(asked, conversation(earlier))).toEqual({ asked, text: resolved, from: earlier });
  });

  it.each([
    [INDEX, 'What about views?', 'How do I create views?'],
    ['How do I create a trigger?', 'The same for views?', 'How do I create views?'],
    ['How do I rename a column?', 'What about a table?', 'How do I rename a table?'],
    [
      'What is the maximum number of columns in a table?',
      'And rows?',
      'What is the maximum number of rows in a table?',
    ],
    ['What is the maximum length of a string?', 'And of a BLOB?', 'What is the maximum length of a BLOB?'],
  ])('an elliptic follow-up is the question of %j about its new thing: %j → %j', (earlier, asked, resolved) => {
    expect(resolveQuestion(asked, conversation(earlier)).text).toBe(resolved);
  });

  it.each([
    'How do I drop a table?',
    'How do I create a view that joins two tables?',
    'What is WAL mode?',
    'Does SQLite support RIGHT JOIN?',
    'How can I make sure that nothing is lost when the power fails?',
    'And why?',
    'Is that true for views?',
    'How do I copy a table into another database?',
  ])('a question that stands on its own is not resolved: %j', (asked) => {
    expect(resolveQuestion(asked, conversation(INDEX))).toEqual({ asked, text: asked });
  });

  it('resolves a first question, or one after an earlier question that names no thing, as asked', () => {
    expect(resolveQuestion('And how do I drop it again?', [])).toEqual({
      asked: 'And how do I drop it again?',
      text: 'And how do I drop it again?',
    });
    expect(resolveQuestion('How do I drop it?', conversation('Why?')).text).toBe('How do I drop it?');
  });

  it('borrows from the question just before, itself resolved, so a chain keeps its thing', () => {
    const history = conversation('How do I create a view?', INDEX, 'And how do I drop it again?');
    expect(resolveQuestion('How do I rename it?', history)).toEqual({
      asked: 'How do I rename it?',
      text: 'How do I rename an index?',
      from: 'How do I drop an index?',
    });
  });

  it('reads questions from user messages only: loop notices and attached resources are none', () => {
    const history: ConversationMessage[] = [
      ...conversation(INDEX),
      {
        role: 'user',
        content: 'The turn limit (12) is reached. Do not call any tools. Answer the question now from …',
      },
      { role: 'user', content: 'Context attached by the user: resource file:///a.txt from MCP server "s":\n\nA view.' },
    ];
    expect(questionsOf(history)).toEqual([INDEX]);
    expect(resolveQuestion('And how do I drop it again?', history).text).toBe('How do I drop an index?');
  });
});
