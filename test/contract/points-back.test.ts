import { describe, expect, it } from 'vitest';
import { pointsBack } from '../../src/contract';

describe('pointsBack', () => {
  it('is true for a sentence whose subject or name is text before it', () => {
    for (const sentence of [
      'We call this a "covering index".',
      'Such a subquery is known as a correlated subquery.',
      'This is called a "partial integrity check".',
      'That approach used less memory, but it had other problems.',
      'The query above uses the index on column a.',
      'It is a B-tree that holds one row per entry.',
      'Or you can say "LEFT RIGHT JOIN" which is the same as "FULL JOIN".',
      'Yes: this is done by the query planner.',
    ])
      expect(pointsBack(sentence), sentence).toBe(true);
  });

  it('is false for a self-contained sentence and for the impersonal "it"', () => {
    for (const sentence of [
      'When an index contains all of the data needed for a query, we call that index a "covering index".',
      'It is recommended that applications run PRAGMA optimize just before closing each connection.',
      'It has been reported that fsync() does not always work correctly on network filesystems.',
      'It is also reasonable to set a timer to run PRAGMA optimize every few hours.',
      'Instead, Boolean values are stored as integers 0 and 1.',
      'For example: `CREATE INDEX i1 ON t1(a, b);`',
      'The VACUUM command rebuilds the database file.',
    ])
      expect(pointsBack(sentence), sentence).toBe(false);
  });
});
