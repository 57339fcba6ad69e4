/**
 * What a question must be before it is run: not empty, and at most `MAX_QUESTION_CHARS` characters
 * (Unicode code points, after trimming). A longer question is refused with its length and the limit,
 * never cut. The run panel shows the problem (`question-error`, `data-code`) and keeps Run disabled.
 * Pure.
 */

/** Longest question, in characters (code points). */
export const MAX_QUESTION_CHARS = 4_000;

/** Why a question cannot be run. */
export interface QuestionProblem {
  code: 'EMPTY' | 'TOO_LONG';
  /** The problem in words, for the run panel. */
  message: string;
  /** The question's length in characters (code points), trimmed. */
  length: number;
  limit: number;
}

const count = (n: number) => n.toLocaleString('en-US');

/** Checks a question; returns its problem, or undefined when it can be run. */
export function checkQuestion(question: string): QuestionProblem | undefined {
  const trimmed = question.trim();
  const length = [...trimmed].length;
  if (length === 0) return { code: 'EMPTY', message: 'Type a question to run it.', length, limit: MAX_QUESTION_CHARS };
  if (length > MAX_QUESTION_CHARS)
    return {
      code: 'TOO_LONG',
      message: `The question is ${count(length)} characters long; the limit is ${count(MAX_QUESTION_CHARS)}. Shorten it to run it.`,
      length,
      limit: MAX_QUESTION_CHARS,
    };
  return undefined;
}
