/**
 * Hostile schemas cannot hang the worker (DESIGN.md §5.2, §4.2): `pattern`, `patternProperties` and the
 * `format` checks match in linear time; a pattern the linear engine cannot express registers the tool
 * with a PATTERN_NOT_ENFORCED warning naming its pointer and is not enforced.
 */
import fc from 'fast-check';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../src/worker/harness';
import { linearFormats, URL_REWRITTEN } from '../../../src/worker/parser/linear-formats';
import { linearTest } from '../../../src/worker/parser/linear-regexp';
import { validateScenarioText } from '../../../src/worker/scenario/validate-scenario';
import { readFileSync } from 'node:fs';

async function harnessWith(schema: Record<string, unknown>) {
  const harness = createHarness({ backends: { probe: async (input) => ({ echoed: input }) } });
  const report = await harness.registerTools([{ name: 'probe', isReadOnly: true, inputSchema: schema }]);
  const { runId } = await harness.startRun({});
  let n = 0;
  const call = async (input: unknown) =>
    (await harness.invoke({ runId, toolCallId: `c${++n}`, toolName: 'probe', argumentsText: JSON.stringify(input) }))
      .observation as unknown as Record<string, unknown>;
  return { report, call };
}

describe('patterns that are linear but huge, and patterns from scenario files', () => {
  const huge = `(?:${'[\\s\\S]{1000}'.repeat(5)})*$`;

  it('does not run a pattern whose RE2 program is over the bound (seconds per 64 KB): PATTERN_NOT_ENFORCED', async () => {
    const { report, call } = await harnessWith({
      type: 'object',
      properties: { s: { type: 'string', pattern: huge }, t: { type: 'string', pattern: '^.{0,1000}$' } },
    });
    expect(report.warnings).toEqual([
      expect.objectContaining({ code: 'PATTERN_NOT_ENFORCED', pointer: '/inputSchema/properties/s/pattern' }),
    ]);
    expect(await call({ s: `${'a'.repeat(60_000)}!` })).toMatchObject({ status: 'ok' });
    expect(await call({ t: 'a'.repeat(1001) })).toMatchObject({ status: 'repair_required' });
  });

  it('refuses a scenario whose answer.matches the linear engine cannot run, and runs the rest linearly', () => {
    const scenario = JSON.parse(readFileSync('e2e/scenarios/happy-path.json', 'utf8')) as Record<string, any>;
    for (const matches of ['^(?=The)', '(a)\\1', huge]) {
      scenario.expect.answer.matches = matches;
      const checked = validateScenarioText(JSON.stringify(scenario));
      expect(checked.ok).toBe(false);
      if (!checked.ok)
        expect(checked.errors).toContainEqual(
          expect.objectContaining({ pointer: '/expect/answer/matches', message: expect.stringMatching(/linear-time/) }),
        );
    }
    scenario.expect.answer.matches = '^(a+)+$';
    expect(validateScenarioText(JSON.stringify(scenario)).ok).toBe(true);
    expect(linearTest('^(a+)+$', `${'a'.repeat(50_000)}!`)).toBe(false);
  });
});

describe('schema patterns run in linear time', () => {
  it('refuses 5,000 "a"s and a "!" against ^(a+)+$ with SCHEMA_VIOLATION (a backtracking engine never returns)', async () => {
    const { report, call } = await harnessWith({
      type: 'object',
      properties: { s: { type: 'string', pattern: '^(a+)+$' } },
    });
    expect(report.registered).toEqual(['probe']);
    expect(report.warnings.map((w) => w.code)).not.toContain('PATTERN_NOT_ENFORCED');
    const refused = await call({ s: `${'a'.repeat(5000)}!` });
    expect(refused).toMatchObject({ status: 'repair_required', violation_type: 'SCHEMA_VIOLATION' });
    expect(await call({ s: 'aaaa' })).toMatchObject({ status: 'ok' });
  });

  it('applies patternProperties keys with the same engine', async () => {
    const { call } = await harnessWith({
      type: 'object',
      patternProperties: { '^(x+x+)+y$': { type: 'number' } },
    });
    expect(await call({ [`${'x'.repeat(3000)}y`]: 'not a number' })).toMatchObject({
      violation_type: 'SCHEMA_VIOLATION',
    });
  });

  it('registers a lookahead pattern with PATTERN_NOT_ENFORCED at its pointer, and does not enforce it', async () => {
    const { report, call } = await harnessWith({
      type: 'object',
      properties: { pw: { type: 'string', pattern: '^(?=.*\\d).{8,}$' }, tag: { type: 'string', pattern: '^[a-z]+$' } },
    });
    expect(report.registered).toEqual(['probe']);
    expect(report.warnings).toContainEqual(
      expect.objectContaining({ code: 'PATTERN_NOT_ENFORCED', pointer: '/inputSchema/properties/pw/pattern' }),
    );
    expect(await call({ pw: 'short' })).toMatchObject({ status: 'ok' });
    expect(await call({ tag: 'UPPER' })).toMatchObject({ violation_type: 'SCHEMA_VIOLATION' });
  });

  it('names a backreference among patternProperties by its escaped key', async () => {
    const { report } = await harnessWith({ type: 'object', patternProperties: { '^(a)\\1/x$': {} } });
    expect(report.warnings).toContainEqual(
      expect.objectContaining({
        code: 'PATTERN_NOT_ENFORCED',
        pointer: '/inputSchema/patternProperties/^(a)\\1~1x$',
      }),
    );
  });

  it('still refuses a pattern that is not a regex at all', async () => {
    const { report } = await harnessWith({ type: 'object', properties: { s: { type: 'string', pattern: '[' } } });
    expect(report.registered).toEqual([]);
    expect(report.refused[0]).toMatchObject({ code: 'INVALID_DESCRIPTOR' });
  });
});

describe('format checks run in linear time', () => {
  it('refuses a 60,000-character url that makes the native url regex backtrack quadratically', async () => {
    const { call } = await harnessWith({ type: 'object', properties: { u: { type: 'string', format: 'url' } } });
    expect(await call({ u: `http://${':'.repeat(60_000)} ` })).toMatchObject({ violation_type: 'SCHEMA_VIOLATION' });
    expect(await call({ u: 'https://example.com/a?b=c' })).toMatchObject({ status: 'ok' });
  });

  const native = (name: string) => {
    const format = (fullFormats as Record<string, unknown>)[name];
    return format instanceof RegExp ? (s: string) => format.test(s) : (s: string) => (format as RegExp).test(s);
  };
  const formats = linearFormats();
  const linear = (name: string) => {
    const format = formats.get(name);
    if (typeof format !== 'function') throw new Error(`${name} is not a function format`);
    return format as (s: string) => boolean;
  };

  it('rewritten url, hostname and duration accept exactly what ajv-formats accepts (small inputs)', () => {
    const octet = fc.oneof(fc.integer({ min: 0, max: 300 }).map(String), fc.constantFrom('010', '00', '016', '168'));
    const ipv4 = fc.tuple(octet, octet, octet, octet).map((parts) => parts.join('.'));
    const host = fc.oneof(ipv4, fc.constantFrom('example.com', 'a-b.co', 'localhost', 'xn--d.org', 'ex_ample.com'));
    const url = fc
      .tuple(fc.constantFrom('http://', 'https://', 'ftp://', 'mailto:'), fc.constantFrom('', 'u:p@', 'u@'), host)
      .map(([scheme, user, h]) => `${scheme}${user}${h}`);
    fc.assert(
      fc.property(fc.oneof(url, fc.string({ maxLength: 30 })), (text) => {
        expect(linear('url')(text)).toBe(native('url')(text));
        expect(URL_REWRITTEN.test(text)).toBe(native('url')(text));
      }),
      { seed: 16, numRuns: 400 },
    );
    const label = fc.stringMatching(/^[a-zA-Z0-9-]{0,64}$/);
    fc.assert(
      fc.property(fc.array(label, { maxLength: 6 }), fc.boolean(), (labels, dot) => {
        const text = labels.join('.') + (dot ? '.' : '');
        expect(linear('hostname')(text)).toBe(native('hostname')(text));
      }),
      { seed: 16, numRuns: 300 },
    );
    const part = fc.constantFrom('', '1Y', '2M', '3D', 'T', '4H', '5M', '6S', '7W', 'P');
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), (parts) => {
        const text = `P${parts.join('')}`;
        expect(linear('duration')(text)).toBe(native('duration')(text));
      }),
      { seed: 16, numRuns: 300 },
    );
  });
});
