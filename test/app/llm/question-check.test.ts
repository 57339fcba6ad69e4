import { describe, expect, it } from 'vitest';
import { checkQuestion, MAX_QUESTION_CHARS } from '../../../src/app/llm/question-check';

describe('checkQuestion', () => {
  it('refuses an empty or blank question', () => {
    for (const question of ['', '   \n\t']) expect(checkQuestion(question)).toMatchObject({ code: 'EMPTY', length: 0 });
  });

  it('refuses a question over the limit with its length and the limit, counting characters not bytes', () => {
    expect(checkQuestion('é'.repeat(MAX_QUESTION_CHARS))).toBeUndefined();
    const problem = checkQuestion(`${'😀'.repeat(MAX_QUESTION_CHARS)}?`);
    expect(problem).toMatchObject({ code: 'TOO_LONG', length: 4_001, limit: 4_000 });
    expect(problem?.message).toBe('The question is 4,001 characters long; the limit is 4,000. Shorten it to run it.');
  });

  it('accepts a question, punctuation-only ones too (the model declines those)', () => {
    expect(checkQuestion('What does VACUUM do?')).toBeUndefined();
    expect(checkQuestion('?!')).toBeUndefined();
  });
});
