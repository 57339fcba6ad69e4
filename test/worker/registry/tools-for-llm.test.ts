import { describe, expect, it } from 'vitest';
import type { CanonicalToolDescriptor } from '../../../src/contract';
import { mcpSkills, selectTools } from '../../../src/worker/registry/tools-for-llm';

const tool = (name: string, kind: 'builtin' | 'mcp' = 'builtin', source: string = kind): CanonicalToolDescriptor =>
  ({ name, exportName: name.replace('.', '_'), kind, source }) as CanonicalToolDescriptor;
const tools = [tool('read'), tool('write'), tool('fetch', 'mcp', 'mcp:web'), tool('stats.median')];
const skills = new Map([['files', { name: 'files', toolNames: ['read'] }]]);

describe('selectTools', () => {
  it('returns every tool when no skill is named', () => {
    expect(selectTools(tools, skills).length).toBe(4);
  });
  it("returns the named skills' tools plus alwaysAvailable (by name or exportName)", () => {
    expect(
      selectTools(tools, skills, { activeSkillNames: ['files', 'mcp:web'], alwaysAvailable: ['stats_median'] }).map(
        (t) => t.name,
      ),
    ).toEqual(['read', 'fetch', 'stats.median']);
  });
  it('ignores unknown skill names; all unknown gives only alwaysAvailable', () => {
    expect(
      selectTools(tools, skills, { activeSkillNames: 'nope', alwaysAvailable: ['write'] }).map((t) => t.name),
    ).toEqual(['write']);
    expect(selectTools(tools, skills, { activeSkillNames: [] })).toEqual([]);
  });
});

describe('mcpSkills', () => {
  it('generates one skill per MCP source', () => {
    expect(mcpSkills(tools)).toEqual([{ name: 'mcp:web', toolNames: ['fetch'] }]);
  });
});
