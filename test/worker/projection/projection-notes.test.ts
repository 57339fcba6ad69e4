import { describe, expect, it } from 'vitest';
import { MAX_BLOCK_NOTES, invalidBlockNotes, sanitizedNote } from '../../../src/worker/projection/projection-notes';

describe('invalidBlockNotes', () => {
  it('gives one note per invalid block, at most five, the last counting the rest', () => {
    const notes = invalidBlockNotes(Array.from({ length: 9 }, (_, index) => ({ index, reason: 'bad' })));
    expect(notes).toHaveLength(MAX_BLOCK_NOTES);
    expect(notes[0]).toEqual({
      code: 'INVALID_CONTENT_BLOCK',
      message: 'Content block 0 was replaced by a placeholder: bad.',
    });
    expect(notes[4]?.message).toBe('5 more content blocks were invalid and replaced by placeholders.');
  });
});

describe('sanitizedNote', () => {
  it('states the count', () => {
    expect(sanitizedNote(1).message).toMatch(/^1 character was replaced by U\+FFFD \(lone UTF-16 surrogates, control/);
    expect(sanitizedNote(3).message).toMatch(/^3 characters were replaced/);
  });
});
