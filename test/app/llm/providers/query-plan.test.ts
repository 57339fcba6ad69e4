import { describe, expect, it } from 'vitest';
import { MAX_QUERIES, planQueries, quotedPhrases } from '../../../../src/app/llm/providers/query-plan';

describe('planQueries', () => {
  it("searches a quoted error message as it stands, then the documentation's words for it", () => {
    const queries = planQueries("Why do my writes fail with 'database is locked', and how do I fix it?");
    expect(queries[0]).toBe('database is locked');
    expect(queries[1]).toMatch(/SQLITE_BUSY/);
    expect(queries.some((query) => /busy_timeout/.test(query))).toBe(true);
  });

  it('translates everyday phrasing into SQL vocabulary: update if it exists → UPSERT, ON CONFLICT', () => {
    expect(planQueries('How do I insert a row, or update it if it already exists?')[0]).toMatch(/UPSERT ON CONFLICT/);
    expect(planQueries('How do I create an index on two columns?')[0]).toMatch(/multi-column index/);
    expect(planQueries('How do I make a column auto-increment?')[0]).toMatch(/INTEGER PRIMARY KEY/);
  });

  it('adds a query for what the question asks: trade-offs, limits', () => {
    expect(planQueries('When should I use WAL mode, and what are its disadvantages?')).toContain(
      'wal mode advantages disadvantages',
    );
    expect(planQueries('What is the maximum length of an SQL statement?').some((q) => /^maximum /.test(q))).toBe(true);
  });

  it("keeps the question's own words as a query, and plans at most MAX_QUERIES distinct queries", () => {
    const queries = planQueries('How do I add full-text search to my application?');
    expect(queries).toContain('add full text search application');
    expect(queries.length).toBeLessThanOrEqual(MAX_QUERIES);
    expect(new Set(queries.map((q) => q.toLowerCase())).size).toBe(queries.length);
  });

  it('plans nothing for a question without words, and is deterministic', () => {
    expect(planQueries('?!… 🤔')).toEqual([]);
    const q = 'How do foreign key constraints work?';
    expect(planQueries(q)).toEqual(planQueries(q));
  });

  it('reads quoted phrases in straight and typographic quotes', () => {
    expect(quotedPhrases('Why "database is locked" and ‘no such table’?')).toEqual([
      'database is locked',
      'no such table',
    ]);
  });
});
