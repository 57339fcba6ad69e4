import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, filterTools, sourcesOf } from '../../../../src/app/components/catalog/catalog-filter';
import type { CanonicalToolDescriptor } from '../../../../src/contract';

const tool = (name: string, fields: Partial<CanonicalToolDescriptor>) =>
  ({
    name,
    exportName: name,
    kind: 'builtin',
    source: 'builtin',
    riskLevel: 'low',
    ...fields,
  }) as CanonicalToolDescriptor;
const tools = [
  tool('lookup_knowledge', { title: 'Look up SQLite documentation' }),
  tool('save_note', { riskLevel: 'medium', description: 'Saves a short note' }),
  tool('read_file', { kind: 'mcp', source: 'mcp:fs', riskLevel: 'high' }),
];

describe('filterTools', () => {
  it('matches every word of the text, and kind, source and risk exactly', () => {
    expect(filterTools(tools, { ...EMPTY_FILTER, text: 'SQLITE look' }).map((t) => t.name)).toEqual([
      'lookup_knowledge',
    ]);
    expect(filterTools(tools, { ...EMPTY_FILTER, text: 'note short' }).map((t) => t.name)).toEqual(['save_note']);
    expect(filterTools(tools, { ...EMPTY_FILTER, kind: 'mcp' }).map((t) => t.name)).toEqual(['read_file']);
    expect(filterTools(tools, { ...EMPTY_FILTER, risk: 'medium' }).map((t) => t.name)).toEqual(['save_note']);
    expect(filterTools(tools, { ...EMPTY_FILTER, source: 'builtin', risk: 'high' })).toEqual([]);
    expect(sourcesOf(tools)).toEqual(['builtin', 'mcp:fs']);
  });
});
