import { assert, describe, expect, it } from 'vitest';
import { exportedSchema, newRegistry } from './case-helpers';

const sum = {
  name: 'add_two',
  description: 'Add.',
  inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] },
};

describe('createRegistry.register', () => {
  it('registers valid tools and refuses a bad one by index with a pointer, keeping the rest', () => {
    const r = newRegistry();
    const report = r.register([sum, { name: 'bad', inputSchema: { type: 'string' } }, { description: 'no name' }]);
    expect(report.registered).toEqual(['add_two']);
    expect(report.refused).toEqual([
      expect.objectContaining({ index: 1, name: 'bad', code: 'INVALID_DESCRIPTOR', pointer: '/inputSchema/type' }),
      expect.objectContaining({ index: 2, code: 'INVALID_DESCRIPTOR', pointer: '/name' }),
    ]);
    expect(r.list().map((d) => d.name)).toEqual(['add_two']);
  });

  it('closes an object schema by default: a hallucinated parameter is refused', () => {
    const r = newRegistry();
    r.register([sum]);
    expect(r.resolve('add_two')!.input.validate({ a: 1, b: 2, c: 3 }, '')).not.toEqual([]);
  });

  it('keeps parameters a copy of inputSchema and the definition verbatim', () => {
    const r = newRegistry();
    const def = structuredClone(sum);
    r.register([def]);
    const [d] = r.list();
    assert(d);
    expect(d.parameters).toEqual(d.inputSchema);
    expect(d.sourceDefinition).toEqual(sum);
    def.inputSchema.required.push('zzz');
    expect(r.list()[0]?.sourceDefinition).toEqual(sum);
  });

  it('replaces a tool of the same source and name and keeps its exportName', () => {
    const r = newRegistry();
    r.register([{ ...sum, name: 'x.y' }, sum]);
    const before = r.list()[0]?.exportName;
    r.register([{ ...sum, name: 'x.y', description: 'new' }]);
    expect(r.list().length).toBe(2);
    expect(r.list()[0]).toMatchObject({ exportName: before, description: 'new' });
  });

  it('reports notes as warnings with the tool name', () => {
    const r = newRegistry();
    const report = r.register([
      { name: 'stats.median', parameters: { type: 'dict', properties: { v: { type: 'float' } } } },
    ]);
    expect(report.warnings.map((w) => w.code).sort()).toEqual([
      'NAME_SANITIZED',
      'TYPE_NAME_MAPPED',
      'TYPE_NAME_MAPPED',
    ]);
    expect(report.warnings.every((w) => w.name === 'stats.median')).toBe(true);
  });

  it('notes UNKNOWN_DIALECT for an unknown $schema and validates as 2020-12', () => {
    const r = newRegistry();
    r.register([{ name: 't', inputSchema: { $schema: 'https://example.com/my-schema', type: 'object' } }]);
    expect(r.list()[0]).toMatchObject({
      dialect: 'https://json-schema.org/draft/2020-12/schema',
      notes: [expect.objectContaining({ code: 'UNKNOWN_DIALECT', pointer: '/inputSchema/$schema' })],
    });
  });

  it('refuses a tool whose outputSchema does not compile', () => {
    const r = newRegistry();
    const report = r.register([
      { ...sum, outputSchema: { type: 'object', properties: { n: { type: 'nonsense-type' } } } },
    ]);
    expect(report.refused[0]).toMatchObject({ name: 'add_two', pointer: expect.stringMatching(/^\/outputSchema/) });
  });
});

describe('createRegistry.resolve', () => {
  it('reaches each of two same-named tools from different sources by its exportName, and neither by the shared name', () => {
    const r = newRegistry();
    r.register([sum], { kind: 'mcp', source: 'mcp:a' });
    const report = r.register([sum], { kind: 'mcp', source: 'mcp:b' });
    expect(report.warnings).toContainEqual(expect.objectContaining({ code: 'NAME_COLLISION' }));
    const [a, b] = r.list();
    assert(a);
    assert(b);
    expect(a.exportName).toBe('add_two');
    expect(b.exportName).toMatch(/^add_two_[0-9a-f]{6}$/);
    expect(r.resolve(a.exportName)!.descriptor.source).toBe('mcp:a');
    expect(r.resolve(b.exportName)!.descriptor.source).toBe('mcp:b');
  });

  it('resolves a sanitized tool by its declared name too', () => {
    const r = newRegistry();
    r.register([{ ...sum, name: 'stats.median' }]);
    expect(r.resolve('stats.median')?.descriptor.exportName).toBe('stats_median');
    expect(r.resolve('stats_median')?.descriptor.name).toBe('stats.median');
    expect(r.resolve('nope')).toBeUndefined();
  });
});

describe('createRegistry.list', () => {
  it('returns clones: changing them changes nothing in the registry', () => {
    const r = newRegistry();
    r.register([sum]);
    const [listed] = r.list();
    assert(listed);
    (listed.inputSchema as { properties: { a: { type: string } } }).properties.a.type = 'string';
    listed.notes.push({ code: 'X', message: 'x' });
    expect(r.list()[0]?.inputSchema).toEqual(sum.inputSchema);
    expect(r.list()[0]?.notes).toEqual([]);
  });
});

describe('createRegistry skills and removeSource', () => {
  it("exports only the active skill's tools plus alwaysAvailable, and the generated MCP skill", () => {
    const r = newRegistry();
    r.register([sum, { ...sum, name: 'mul' }]);
    r.register([{ ...sum, name: 'fetch' }], { kind: 'mcp', source: 'mcp:web' });
    expect(r.registerSkills([{ name: 'math', toolNames: ['mul'] }, { name: 42 } as any])).toEqual({
      registered: ['math'],
    });
    const names = (opts: object) => r.exportTools({ format: 'anthropic', ...opts }).map((t: any) => t.name);
    expect(names({})).toEqual(['add_two', 'mul', 'fetch']);
    expect(names({ activeSkillNames: 'math', alwaysAvailable: ['add_two'] })).toEqual(['add_two', 'mul']);
    expect(names({ activeSkillNames: ['mcp:web'] })).toEqual(['fetch']);
    expect(names({ activeSkillNames: ['unknown'], alwaysAvailable: ['mul'] })).toEqual(['mul']);
  });

  it("removes a source's tools and the skills left pointing at nothing", () => {
    const r = newRegistry();
    r.register([sum]);
    r.register([{ ...sum, name: 'fetch' }], { kind: 'mcp', source: 'mcp:web' });
    r.registerSkills([
      { name: 'web', toolNames: ['fetch'] },
      { name: 'mixed', toolNames: ['fetch', 'add_two'] },
    ]);
    expect(r.removeSource('mcp:web')).toEqual(['fetch']);
    expect(r.list().map((d) => d.name)).toEqual(['add_two']);
    expect(r.exportTools({ format: 'openai', activeSkillNames: 'web' })).toEqual([]);
    expect(r.exportTools({ format: 'openai', activeSkillNames: 'mixed' }).length).toBe(1);
  });
});

describe('createRegistry.exportTools', () => {
  it('exports OpenAI, Anthropic and Gemini shapes named by exportName, without $schema', () => {
    const r = newRegistry();
    r.register([
      { ...sum, name: 'a.b', inputSchema: { ...sum.inputSchema, $schema: 'http://json-schema.org/draft-07/schema#' } },
    ]);
    const [o] = r.exportTools({ format: 'openai' }) as any[];
    const [a] = r.exportTools({ format: 'anthropic' }) as any[];
    const [g] = r.exportTools({ format: 'gemini' }) as any[];
    expect(o).toEqual({
      type: 'function',
      function: { name: 'a_b', description: 'Add.', parameters: sum.inputSchema },
    });
    expect(a).toEqual({ name: 'a_b', description: 'Add.', input_schema: sum.inputSchema });
    expect(g).toEqual({ name: 'a_b', description: 'Add.', parameters: sum.inputSchema });
    expect(r.list()[0]?.inputSchema.$schema).toBeDefined();
  });

  it('wraps an evidence tool in the envelope with an explanatory description', () => {
    const r = newRegistry();
    r.register([{ ...sum, capabilities: { evidence: true } }]);
    const [o] = r.exportTools({ format: 'openai' }) as any[];
    const schema = exportedSchema(o);
    expect(schema).toMatchObject({
      type: 'object',
      required: ['previous_observation', 'input'],
      additionalProperties: false,
    });
    expect((schema.properties as any).input).toEqual(sum.inputSchema);
    expect(o.function.description).toContain('previous_observation');
  });

  it('exports strict: false with a STRICT_EXPORT_UNAVAILABLE note for an open map', () => {
    const r = newRegistry();
    r.register([
      {
        name: 'tag',
        inputSchema: {
          type: 'object',
          properties: { labels: { type: 'object', additionalProperties: { type: 'string' } } },
        },
      },
    ]);
    const [o] = r.exportTools({ format: 'openai', strict: true }) as any[];
    expect(o.function.strict).toBe(false);
    expect(r.list()[0]?.notes).toContainEqual(
      expect.objectContaining({
        code: 'STRICT_EXPORT_UNAVAILABLE',
        pointer: '/inputSchema/properties/labels/additionalProperties',
      }),
    );
  });
});

describe('createRegistry.exportTools (evidence, strict)', () => {
  it('requires a string reason in the strict envelope instead of a nullable one the envelope reader refuses', () => {
    const r = newRegistry();
    r.register([{ ...sum, capabilities: { evidence: true } }]);
    const [o] = r.exportTools({ format: 'openai', strict: true }) as any[];
    expect(o.function.strict).toBe(true);
    const evaluation = o.function.parameters.properties.previous_observation.anyOf[1];
    expect(evaluation.required).toEqual(['tool_call_id', 'evaluation', 'reason']);
    expect(evaluation.properties.reason.type).toBe('string');
  });
});

describe('createRegistry.register (more shapes)', () => {
  it('registers the flat Responses-API shape and records its strict flag', () => {
    const r = newRegistry();
    r.register([{ type: 'function', name: 'f', parameters: sum.inputSchema, strict: true }]);
    expect(r.list()[0]).toMatchObject({ name: 'f', strict: true, inputSchema: sum.inputSchema });
  });

  it('keeps a nullable object root with a NULLABLE_ROOT note', () => {
    const r = newRegistry();
    const report = r.register([
      { name: 'n', inputSchema: { type: ['object', 'null'], properties: { a: { type: 'string' } } } },
    ]);
    expect(report.refused).toEqual([]);
    expect(report.warnings).toContainEqual(
      expect.objectContaining({ code: 'NULLABLE_ROOT', pointer: '/inputSchema/type' }),
    );
  });

  it('refuses a schema that does not compile, and only that tool', () => {
    const r = newRegistry();
    const report = r.register([
      sum,
      { name: 'broken', inputSchema: { type: 'object', properties: { a: { $ref: '#/$defs/Missing' } } } },
    ]);
    expect(report.registered).toEqual(['add_two']);
    expect(report.refused[0]).toMatchObject({
      index: 1,
      name: 'broken',
      pointer: expect.stringMatching(/^\/inputSchema/),
    });
  });
});
