import { describe, expect, it } from 'vitest';
import { questionConcepts } from '../../../../src/app/llm/language/concepts';
import { focusConcepts } from '../../../../src/app/llm/language/focus';
import { asksWhen, statesWhen } from '../../../../src/app/llm/language/conditions';

const focusOf = (question: string) => focusConcepts(question, questionConcepts(question));

describe('asksWhen', () => {
  it('is true for a question that asks when, not for one that asks when not to or for advice', () => {
    expect(asksWhen('When should I run PRAGMA optimize?')).toBe(true);
    expect(asksWhen('When should I avoid WAL mode?')).toBe(false);
    expect(asksWhen('Should I use shared-cache mode?')).toBe(false);
  });
});

describe('statesWhen', () => {
  const optimize = focusOf('When should I run PRAGMA optimize?');
  const analyze = focusOf('When should I run ANALYZE?');
  const vacuum = focusOf('When should I run VACUUM?');

  it('is true for a time, an event or a situation with advice or the instruction to do the thing', () => {
    expect(
      statesWhen(
        'It is recommended that applications run "PRAGMA optimize" just before closing each database connection.',
        optimize,
      ),
    ).toBe(true);
    expect(
      statesWhen('If the database schema changes, then one should consider rerunning the ANALYZE command.', analyze),
    ).toBe(true);
    expect(
      statesWhen('If you delete a lot of data and want to shrink the database file, run the VACUUM command.', vacuum),
    ).toBe(true);
  });

  it('is false for who does it, a condition that holds the asked thing, a failure or what something else does', () => {
    expect(
      statesWhen(
        'Applications that desire more control can run PRAGMA optimize(0x03) to obtain a list of ANALYZE commands.',
        optimize,
      ),
    ).toBe(false);
    expect(
      statesWhen(
        'If SQLite feels that running ANALYZE will improve the performance of future queries, then some database I/O may be done.',
        analyze,
      ),
    ).toBe(false);
    expect(
      statesWhen(
        'A VACUUM will fail if there is an open transaction on the database connection that is attempting to run the VACUUM.',
        vacuum,
      ),
    ).toBe(false);
    expect(
      statesWhen(
        'The optimize pragma is usually a no-op but it will occasionally run ANALYZE if it seems like doing so will be useful.',
        analyze,
      ),
    ).toBe(false);
  });
});
