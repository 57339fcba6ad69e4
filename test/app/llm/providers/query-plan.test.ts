import { describe, expect, it } from 'vitest';
import { planQueries } from '../../../../src/app/llm/providers/query-plan';

describe('planQueries', () => {
  it('plans the quoted phrase and related terms for the locked-database question', () => {
    expect(planQueries("Why do my writes fail with 'database is locked', and how do I fix it?")).toEqual([
      'database is locked',
      'busy timeout handler',
      'WAL concurrency readers writer',
    ]);
  });

  it('plans 2–3 queries for a question without quotes', () => {
    const queries = planQueries('When should I use WAL mode?');
    expect(queries[0]).toBe('wal mode');
    expect(queries.length).toBeGreaterThanOrEqual(2);
    expect(queries.length).toBeLessThanOrEqual(3);
  });

  it('asks for advantages when the question asks when to use something', () => {
    expect(planQueries('When should I use WAL mode?')).toEqual([
      'wal mode',
      'wal advantages disadvantages',
      'write-ahead log',
    ]);
  });

  it('plans at least two queries for a how-to question', () => {
    expect(planQueries('How do I make a column auto-increment?').length).toBeGreaterThanOrEqual(2);
  });

  it('is deterministic', () => {
    const q = 'How do foreign key constraints work?';
    expect(planQueries(q)).toEqual(planQueries(q));
  });
});
