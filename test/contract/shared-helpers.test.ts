/**
 * The helpers both sides share: type guards, the text of a thrown value, secret scrubbing and the
 * abortable sleep.
 */
import { describe, expect, it } from 'vitest';
import { abortableSleep, errorMessage, isRecord, isUnknownArray, scrubSecrets } from '../../src/contract';

describe('isRecord / isUnknownArray', () => {
  it('accepts objects only, and arrays only', () => {
    expect([{}, { a: 1 }, [], null, 'x', 1].map(isRecord)).toEqual([true, true, false, false, false, false]);
    expect([[], [1], {}, null].map(isUnknownArray)).toEqual([true, true, false, false]);
  });
});

describe('errorMessage', () => {
  it('reads the message of an Error or of a cloned error, else String()', () => {
    expect(errorMessage(new TypeError('bad type'))).toBe('bad type');
    expect(errorMessage({ name: 'Error', message: 'cloned' })).toBe('cloned');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage(null)).toBe('null');
    expect(errorMessage({ message: 42 })).toBe('[object Object]');
  });
  it('cuts to maxChars with an ellipsis', () => {
    expect(errorMessage(new Error('x'.repeat(400)), 300)).toBe(`${'x'.repeat(299)}…`);
    expect(errorMessage(new Error('short'), 300)).toBe('short');
  });
});

describe('scrubSecrets', () => {
  it('replaces every occurrence of each secret and the bare token of a Bearer value', () => {
    expect(scrubSecrets('key sk-abc123 and sk-abc123', ['sk-abc123'])).toBe('key [redacted] and [redacted]');
    expect(scrubSecrets('token tok-9999 sent', ['Bearer tok-9999'])).toBe('token [redacted] sent');
  });
  it('leaves pieces shorter than 4 characters alone', () => {
    expect(scrubSecrets('a b c', ['b'])).toBe('a b c');
  });
});

describe('abortableSleep', () => {
  it('resolves after the wait', async () => {
    await expect(abortableSleep(1, new AbortController().signal, () => new Error('no'))).resolves.toBeUndefined();
  });
  it('rejects with the given reason when aborted, at once when already aborted', async () => {
    const controller = new AbortController();
    const sleeping = abortableSleep(60_000, controller.signal, () => new Error('stopped'));
    controller.abort();
    await expect(sleeping).rejects.toThrow('stopped');
    await expect(abortableSleep(60_000, controller.signal, () => new Error('already'))).rejects.toThrow('already');
  });
});
