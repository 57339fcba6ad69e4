import { describe, expect, it } from 'vitest';
import { checkRootSchema } from '../../../src/worker/registry/root-schema';

describe('checkRootSchema', () => {
  it('adds type object to a root with only $schema, with SCHEMA_UNDERSPECIFIED', () => {
    const r = checkRootSchema({ $schema: 'http://json-schema.org/draft-07/schema#' }, '/inputSchema');
    expect(r).toEqual({
      ok: true,
      schema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' },
      notes: [expect.objectContaining({ code: 'SCHEMA_UNDERSPECIFIED', pointer: '/inputSchema' })],
    });
  });
  it('adds type object beside properties', () => {
    const r = checkRootSchema({ properties: { a: {} } }, '/inputSchema');
    expect(r.ok && r.schema.type).toBe('object');
  });
  it('keeps ["object","null"] with a NULLABLE_ROOT note', () => {
    const r = checkRootSchema({ type: ['object', 'null'] }, '/inputSchema');
    expect(r).toMatchObject({ ok: true, schema: { type: ['object', 'null'] }, notes: [{ code: 'NULLABLE_ROOT' }] });
  });
  it('refuses a string root at /inputSchema/type', () => {
    expect(checkRootSchema({ type: 'string' }, '/inputSchema')).toMatchObject({
      ok: false,
      pointer: '/inputSchema/type',
    });
  });
  it('refuses a schema that is not an object', () => {
    expect(checkRootSchema(true, '/inputSchema')).toMatchObject({ ok: false, pointer: '/inputSchema' });
  });
});
