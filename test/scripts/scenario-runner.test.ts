/**
 * The headless scenario runner as a CI user meets it (scripts/scenarios/cli.ts): PASS/FAIL lines with
 * each failed expectation's pointer, expected and actual; invalid files reported with pointer and
 * sentence before anything runs, without stopping the others; exit codes 0/1/2; JUnit XML; --filter;
 * --update writing a baseline the file then passes. And what the format replays: per-call approvals,
 * `stopAfterCall`, a long script past the old turn limit.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../scripts/scenarios/cli';
import { runScenarioText } from '../../scripts/scenarios/run-headless';
import { longScenario } from '../../scripts/bench/scale-scenario.mjs';
import { validateScenarioText } from '../../src/worker/scenario/validate-scenario';
import { createIndexedDbAuditStore } from '../../src/worker/audit/indexeddb-audit-store';
import type { ExportResult } from '../../src/contract';

const memo = {
  name: 'file_memo',
  description: 'File a memo.',
  isReadOnly: false,
  requiresConfirmation: true,
  inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
};
const base = {
  name: 'Two memos',
  description: 'Two guarded calls.',
  question: 'File two memos.',
  tools: [memo],
  backends: { file_memo: { result: { saved: true } } },
  turns: [
    {
      toolCalls: [
        { id: 'call_1', name: 'file_memo', arguments: '{"text": "one"}' },
        { id: 'call_2', name: 'file_memo', arguments: '{"text": "two"}' },
      ],
    },
    { text: 'Filed one memo.' },
  ],
};

function folderWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'scenarios-'));
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return dir;
}

async function cli(args: string[]) {
  const lines: string[] = [];
  const code = await main(args, (line) => lines.push(line));
  return { code, lines };
}

describe('harness-scenarios', () => {
  it('prints PASS with calls and ms, FAIL with pointer, expected and actual, and exits 1', async () => {
    const dir = folderWith({
      'a.json': { ...base, approvals: 'approve', expect: { status: 'done', calls: 2 } },
      'b.json': {
        ...base,
        name: 'Wrong',
        approvals: 'deny',
        expect: { status: 'done', perCall: { call_1: { observation: 'ok' } }, codes: { exclude: ['APPROVAL_DENIED'] } },
      },
    });
    const { code, lines } = await cli([dir]);
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/^PASS Two memos \(2 calls, \d+ ms\)$/);
    expect(lines.slice(1, 4)).toEqual([
      'FAIL Wrong',
      '  /expect/codes/exclude/0: code APPROVAL_DENIED was seen: expected "no APPROVAL_DENIED", got ["APPROVAL_DENIED"]',
      '  /expect/perCall/call_1/observation: call call_1 observation: expected "ok", got "error"',
    ]);
    expect(lines.at(-1)).toBe('1 passed, 1 failed');
  });

  it('reports invalid files with pointer and sentence before running, runs the rest, and exits 2', async () => {
    const dir = folderWith({
      'a-broken.json': '{"name": ',
      'b-unused-id.json': { ...base, expect: { perCall: { call_9: { observation: 'ok' } } } },
      'c-undeclared.json': { ...base, turns: [{ toolCalls: [{ id: 'x', name: 'nope', arguments: '{}' }] }] },
      'd-schema.json': { ...base, expect: { status: 'finished' } },
      'e-good.json': { ...base, approvals: 'approve', expect: { calls: 2 } },
    });
    const { code, lines } = await cli([dir]);
    expect(code).toBe(2);
    const invalid = lines.filter((line) => line.startsWith('INVALID'));
    expect(invalid[0]).toMatch(/^INVALID .*a-broken\.json: .* The file is not valid JSON/);
    expect(invalid[1]).toMatch(/b-unused-id\.json: \/expect\/perCall\/call_9 The expectation names the call 'call_9'/);
    expect(invalid[2]).toMatch(/c-undeclared\.json: \/turns\/0\/toolCalls\/0\/name The call names the tool 'nope'/);
    expect(invalid[3]).toMatch(/d-schema\.json: \/expect\/status /);
    expect(lines.indexOf(invalid.at(-1)!)).toBeLessThan(lines.findIndex((l) => l.startsWith('PASS')));
    expect(lines.at(-1)).toBe('1 passed, 4 failed');
  });

  it('writes JUnit XML: one testcase per scenario, one failure per failed expectation', async () => {
    const dir = folderWith({
      'a.json': { ...base, approvals: 'approve', expect: { calls: 2 } },
      'b.json': { ...base, name: 'B & co', approvals: 'deny', expect: { calls: 3, status: 'stopped' } },
    });
    const output = join(dir, 'results.xml');
    const { code } = await cli([dir, '--reporter', 'junit', '--output', output]);
    expect(code).toBe(1);
    const xml = readFileSync(output, 'utf8');
    expect(xml.match(/<testcase /g)).toHaveLength(2);
    expect(xml.match(/<failure /g)).toHaveLength(2);
    expect(xml).toContain('name="B &amp; co"');
    expect(xml).toContain('message="/expect/calls: calls answered: expected 3, got 2"');
  });

  it('--filter runs only matching scenarios; --update writes a baseline the file then passes', async () => {
    const dir = folderWith({ 'a.json': { ...base, approvals: { call_1: 'approve', call_2: 'deny' } }, 'z.json': base });
    const first = await cli([dir, '--filter', 'a.json', '--update']);
    expect(first.lines).toEqual([
      expect.stringMatching(/^UPDATED /),
      expect.stringMatching(/^PASS Two memos/),
      '1 passed, 0 failed',
    ]);
    const written = JSON.parse(readFileSync(join(dir, 'a.json'), 'utf8'));
    expect(written.expect).toMatchObject({ status: 'done', calls: 2, codes: { include: ['APPROVAL_DENIED'] } });
    expect(written.expect.perCall.call_2.stages.at(-1)).toMatch(/:APPROVAL_DENIED$/);
    expect((await cli([join(dir, 'a.json')])).code).toBe(0);
  });
});

describe('replaying what a user did', () => {
  it('per-call approvals: call_1 approved runs, call_2 denied does not', async () => {
    const outcome = await runScenarioText(JSON.stringify({ ...base, approvals: { call_1: 'approve', '*': 'deny' } }));
    if (outcome.kind !== 'ran') throw new Error('invalid');
    expect(outcome.facts.perCall.map((c) => [c.toolCallId, c.observation, c.code])).toEqual([
      ['call_1', 'ok', null],
      ['call_2', 'error', 'APPROVAL_DENIED'],
    ]);
  });

  it('stopAfterCall presses Stop once that call answered: the next call never runs', async () => {
    const outcome = await runScenarioText(JSON.stringify({ ...base, approvals: 'approve', stopAfterCall: 'call_1' }));
    if (outcome.kind !== 'ran') throw new Error('invalid');
    expect(outcome.facts).toMatchObject({ status: 'stopped', answer: null });
    // The turn's calls are sent together (DESIGN §4.1), so call_2 reaches the harness and is cancelled
    // before its backend runs.
    const second = outcome.facts.perCall.find((call) => call.toolCallId === 'call_2');
    expect(second).toMatchObject({ observation: 'error', code: 'CANCELLED' });
    expect(second?.stages).not.toContain('execute:pass');
  });

  it('a 10,000-turn file is accepted; a 500-turn script runs past the default turn limit to its end', async () => {
    expect(validateScenarioText(JSON.stringify(longScenario({ turns: 10_000 }))).ok).toBe(true);
    const outcome = await runScenarioText(JSON.stringify(longScenario({ turns: 500 })));
    if (outcome.kind !== 'ran') throw new Error('invalid');
    expect(outcome.failures).toEqual([]);
    expect(outcome.facts).toMatchObject({ status: 'done', calls: 500 });
  });

  it('maxTurns in the file withholds tools after that many turns', async () => {
    const outcome = await runScenarioText(JSON.stringify({ ...longScenario({ turns: 20 }), maxTurns: 5, expect: {} }));
    if (outcome.kind !== 'ran') throw new Error('invalid');
    expect(outcome.facts.calls).toBe(4);
  });

  it('a run saved as a scenario (one call approved, one denied, Stop) replays exactly and passes its expect', async () => {
    const audit = createIndexedDbAuditStore({ databaseName: `scenario-save-${Math.random()}` });
    const three = {
      ...base,
      turns: [
        { toolCalls: [base.turns[0]!.toolCalls![0]!, base.turns[0]!.toolCalls![1]!] },
        { toolCalls: [{ id: 'call_3', name: 'file_memo', arguments: '{"text": "three"}' }] },
        { text: 'Done.' },
      ],
      approvals: { call_1: 'approve', call_2: 'deny', '*': 'approve' },
      stopAfterCall: 'call_3',
    };
    const first = await runScenarioText(JSON.stringify(three), { audit });
    if (first.kind !== 'ran' || !first.runId) throw new Error('did not run');
    expect(first.facts).toMatchObject({ status: 'stopped', calls: 3 });
    const saved: ExportResult = await first.timeline.saveRunAsScenario(first.runId);
    if (!saved.ok) throw new Error(saved.message);
    const text = await saved.blob.text();
    const file = JSON.parse(text);
    expect(file.approvals).toEqual({ call_2: 'deny', '*': 'approve' });
    expect(file.stopAfterCall).toBe('call_3');
    expect(file.expect).toMatchObject({ status: 'stopped', calls: 3, codes: { include: ['APPROVAL_DENIED'] } });
    const replay = await runScenarioText(text);
    if (replay.kind !== 'ran') throw new Error(JSON.stringify(replay.errors));
    expect(replay.failures).toEqual([]);
    expect(replay.facts.perCall).toEqual(first.facts.perCall);
  });

  it("lists a reused id's uses in arrival order when a turn's calls overlap, as the console does", async () => {
    const weather = {
      name: 'get_weather',
      description: 'Weather of a city.',
      isReadOnly: true,
      inputSchema: { type: 'object' },
    };
    const outcome = await runScenarioText(
      JSON.stringify({
        ...base,
        tools: [weather],
        backends: {
          get_weather: { results: [{ match: { city: 'A' }, delayMs: 60, result: { t: 20 } }], result: { t: 5 } },
        },
        turns: [
          {
            toolCalls: [
              { id: 'call_1', name: 'get_weather', arguments: '{"city": "A"}' },
              { id: 'call_1', name: 'get_weather', arguments: '{"city": "B"}' },
            ],
          },
          { text: 'Done.' },
        ],
      }),
    );
    if (outcome.kind !== 'ran') throw new Error('invalid');
    const uses = outcome.facts.perCall.filter((use) => use.toolCallId === 'call_1');
    expect(uses.map((use) => use.code)).toEqual([null, 'DUPLICATE_CALL_ID']);
  });
});
