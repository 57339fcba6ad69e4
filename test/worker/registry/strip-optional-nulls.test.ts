import { describe, expect, it } from 'vitest';
import { stripOptionalNulls } from '../../../src/worker/registry/export-tools';

const schema = {
  type: 'object',
  properties: {
    content: { type: 'string' },
    memo: { type: ['string', 'null'] },
    source: { type: 'object', properties: { url: { type: 'string' }, title: { type: 'string' } }, required: ['url'] },
    items: { type: 'array', items: { $ref: '#/$defs/Item' } },
  },
  required: ['content'],
  $defs: { Item: { type: 'object', properties: { n: { type: 'integer' } } } },
};

describe('stripOptionalNulls', () => {
  it('removes nulls for optional properties at every depth, through items and $ref', () => {
    const input = { content: 'x', memo: null, source: { url: 'u', title: null }, items: [{ n: null }] };
    expect(stripOptionalNulls(input, schema)).toEqual({ content: 'x', memo: null, source: { url: 'u' }, items: [{}] });
    expect(input.source.title).toBeNull(); // not mutated
  });

  it('keeps a null for a required property so validation refuses it', () => {
    expect(stripOptionalNulls({ content: null, source: null }, schema)).toEqual({ content: null });
  });

  it('returns the same value when there is nothing to strip', () => {
    const input = { content: 'x' };
    expect(stripOptionalNulls(input, schema)).toBe(input);
  });
});
