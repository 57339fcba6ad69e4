/**
 * A two-question conversation through the real harness and agent loop with the offline model: the
 * follow-up ("And how do I drop it again?") is searched and judged as resolved from the first question
 * ("How do I drop an index?"), so it answers with DROP INDEX; a full new question after it stands as asked.
 */
import { describe, expect, it } from 'vitest';
import { createEvalHarness } from './eval-harness';

const harness = createEvalHarness();

describe('offline model: follow-up questions', () => {
  it('answers "And how do I drop it again?" after an index question with DROP INDEX, judged as resolved', async () => {
    const first = await harness.ask('How do I create an index on two columns?');
    expect(first.status).toBe('done');
    expect(first.text).toMatch(/CREATE INDEX/);
    const second = await harness.ask('And how do I drop it again?', { history: first.conversation });
    expect(second.status).toBe('done');
    const queries = second.calls.map((call) => JSON.stringify(JSON.parse(call.argumentsText).input));
    expect(queries.join(' ')).toMatch(/index/i);
    expect(second.text).toMatch(/DROP INDEX/);
    expect(second.released?.verdict.answersQuestion).toBe('yes');
    expect(second.released?.verdict.judgedAs).toBe('How do I drop an index?');
  }, 60_000);

  it('answers "What about views?" after an index question about views', async () => {
    const first = await harness.ask('How do I create an index on two columns?');
    const second = await harness.ask('What about views?', { history: first.conversation });
    expect(second.released?.verdict.judgedAs).toBe('How do I create views?');
    expect(second.text).toMatch(/CREATE VIEW/);
  }, 60_000);

  it('leaves a full new question as asked, with no judged-as', async () => {
    const first = await harness.ask('How do I create an index on two columns?');
    const second = await harness.ask('How do I drop a table?', { history: first.conversation });
    expect(second.released?.verdict.judgedAs).toBeUndefined();
    expect(second.text).toMatch(/DROP TABLE/);
    expect(second.text).not.toMatch(/DROP INDEX/);
  }, 60_000);
});
