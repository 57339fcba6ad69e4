import { describe, expect, it } from 'vitest';
import { expandErrorMessages } from '../../../src/worker/tools/error-messages';

describe('expandErrorMessages', () => {
  it('adds the result code and its last word for a quoted SQLite error message', () => {
    expect(expandErrorMessages('Why do I get "database is locked"?')).toEqual(['sqlite_busy', 'busy']);
    expect(expandErrorMessages('attempt to write a readonly database')).toEqual(['sqlite_readonly', 'readonly']);
  });

  it('matches case-insensitively and across runs of white space', () => {
    expect(expandErrorMessages('Error: DATABASE   DISK\nIMAGE is Malformed')).toEqual(['sqlite_corrupt', 'corrupt']);
  });

  it('takes the longer message first: “database table is locked” is SQLITE_LOCKED, not SQLITE_BUSY', () => {
    expect(expandErrorMessages('database table is locked')).toEqual(['sqlite_locked', 'locked']);
  });

  it('expands every message a query quotes, each once', () => {
    expect(expandErrorMessages('database is locked, then database or disk is full, database is locked')).toEqual([
      'sqlite_full',
      'full',
      'sqlite_busy',
      'busy',
    ]);
  });

  it('adds nothing when no message is quoted', () => {
    expect(expandErrorMessages('When should I use WAL mode?')).toEqual([]);
    expect(expandErrorMessages('')).toEqual([]);
  });
});
