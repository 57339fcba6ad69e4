import { describe, expect, it } from 'vitest';
import { emptyRedactionCounts, redactText, redactValue, redactionNote } from '../../../src/worker/projection/redact';

describe('redactText', () => {
  it('replaces emails with a typed placeholder and counts them', () => {
    const counts = emptyRedactionCounts();
    expect(redactText('mail ana.lyst+x@example.co.uk or bob@corp.io', counts)).toBe(
      'mail [REDACTED:email] or [REDACTED:email]',
    );
    expect(counts.email).toBe(2);
  });

  it('keeps the Bearer word and hides the token', () => {
    const counts = emptyRedactionCounts();
    expect(redactText('Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.abc.def', counts)).toBe(
      'Authorization: Bearer [REDACTED:bearer_token]',
    );
    expect(counts.bearer_token).toBe(1);
  });

  it('hides API-key-like secrets of the common providers', () => {
    const counts = emptyRedactionCounts();
    const text = [
      'sk-ant-api03-abcdefghijklmnopqrstuvwxyz',
      'sk-proj-ABCDEFGHIJKLMNOPQRSTUV',
      'ghp_0123456789abcdefghijABCDEFGHIJ',
      'AKIAIOSFODNN7EXAMPLE',
      'xoxb-1234567890-abcdef',
    ].join(' ');
    expect(redactText(text, counts)).toBe(Array(5).fill('[REDACTED:api_key]').join(' '));
    expect(counts.api_key).toBe(5);
  });

  it('hides the value after key=, token=, secret=, password= and keeps the name', () => {
    const counts = emptyRedactionCounts();
    expect(redactText('url?token=0123456789abcdef0123&password: "hunter2hunter2"', counts)).toBe(
      'url?token=[REDACTED:secret]&password: "[REDACTED:secret]"',
    );
    expect(counts.secret).toBe(2);
  });

  it('counts a key already redacted by its shape only once', () => {
    const counts = emptyRedactionCounts();
    expect(redactText('api_key=sk-abcdefghijklmnopqrstuv', counts)).toBe('api_key=[REDACTED:api_key]');
    expect(counts).toEqual({ email: 0, bearer_token: 0, api_key: 1, secret: 0 });
  });

  it('leaves a multi-MB ordinary text alone and counts nothing (its scan time is a bench figure)', () => {
    const counts = emptyRedactionCounts();
    const text = 'a'.repeat(3_000_000);
    expect(redactText(text, counts)).toBe(text);
    expect(counts).toEqual(emptyRedactionCounts());
  });
});

describe('redactValue', () => {
  it('redacts strings in arrays and objects and whole values of secret-named members', () => {
    const counts = emptyRedactionCounts();
    const value = redactValue(
      { owner: 'me@example.com', password: 'short', list: ['Bearer abcdefgh12345'], count: 3 },
      counts,
    );
    expect(value).toEqual({
      owner: '[REDACTED:email]',
      password: '[REDACTED:secret]',
      list: ['Bearer [REDACTED:bearer_token]'],
      count: 3,
    });
    expect(counts).toEqual({ email: 1, bearer_token: 1, api_key: 0, secret: 1 });
  });
});

describe('redactionNote', () => {
  it('names the total and the count per kind', () => {
    const counts = { email: 2, bearer_token: 0, api_key: 1, secret: 0 };
    expect(redactionNote(counts)).toEqual({ code: 'REDACTED', message: '3 values redacted (email: 2, api_key: 1).' });
  });

  it('gives no note when nothing was redacted', () => {
    expect(redactionNote(emptyRedactionCounts())).toBeUndefined();
  });
});
