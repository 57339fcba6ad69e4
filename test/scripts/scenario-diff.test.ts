// @vitest-environment node
/**
 * `npm run scenarios -- diff <a> <b>` as a CI user meets it: two runs of one scenario are the same
 * (exit 0, `0 differences`); a run where the user denied a call differs in that call's stages, codes and
 * observation, and in the answer (exit 1); a file that is neither a trace nor a scenario is INVALID
 * (exit 2). A saved trace compares like the scenario it came from.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../scripts/scenarios/cli';
import { loadRun } from '../../scripts/scenarios/diff-cli';
import { runScenarioText } from '../../scripts/scenarios/run-headless';

const memo = {
  name: 'file_memo',
  description: 'File a memo.',
  isReadOnly: false,
  requiresConfirmation: true,
  inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
};
const scenario = (approval: 'approve' | 'deny', answer: string) => ({
  name: `Memo ${approval}`,
  description: 'One guarded call.',
  question: 'File a memo.',
  tools: [memo],
  backends: { file_memo: { result: { saved: true } } },
  approvals: approval,
  turns: [{ toolCalls: [{ id: 'call_1', name: 'file_memo', arguments: '{"text": "one"}' }] }, { text: answer }],
});

async function run(args: string[]) {
  const lines: string[] = [];
  const code = await main(['diff', ...args], (line) => lines.push(line));
  return { code, lines };
}

describe('scenarios diff', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scenario-diff-'));
  const file = (name: string, value: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
    return path;
  };
  const approved = file('approved.json', scenario('approve', 'Filed the memo.'));
  const denied = file('denied.json', scenario('deny', 'The memo was not filed.'));

  it('finds no difference between two runs of one scenario', async () => {
    expect(await run([approved, approved])).toEqual({ code: 0, lines: ['0 differences'] });
  });

  it('prints each differing field of a call and the answer, and exits 1', async () => {
    const { code, lines } = await run([approved, denied]);
    expect(code).toBe(1);
    expect(lines).toContain('call 1 file_memo: observation ok → error');
    expect(lines.some((line) => /^call 1 file_memo: codes — → \w+/.test(line))).toBe(true);
    expect(lines).toContain('run: answer Filed the memo. → The memo was not filed.');
    expect(lines.at(-1)).toMatch(/^\d+ differences$/);
  });

  it('compares a saved trace like the scenario run it came from', async () => {
    const loaded = await loadRun(approved);
    if (!loaded.ok) throw new Error('the scenario did not load');
    const trace = file('trace.json', loaded.trace);
    expect(await run([trace, approved])).toEqual({ code: 0, lines: ['0 differences'] });
  });

  it('reports a file that is neither a trace nor a scenario as INVALID and exits 2', async () => {
    const { code, lines } = await run([file('bad.json', '{"nope": 1'), approved]);
    expect(code).toBe(2);
    expect(lines[0]).toMatch(/^INVALID .*bad\.json: /);
  });

  it('checks noRaw over the trace and OTLP exports too (where a canary in the arguments shows)', async () => {
    const withCanary = { ...scenario('approve', 'Filed.'), expect: { noRaw: ['CANARY-7731'] } };
    withCanary.turns[0] = { toolCalls: [{ id: 'call_1', name: 'file_memo', arguments: '{"text": "CANARY-7731"}' }] };
    const outcome = await runScenarioText(JSON.stringify(withCanary));
    if (outcome.kind !== 'ran') throw new Error('the scenario did not run');
    const places = outcome.failures.map((failure) => String(failure.actual));
    expect(places.join(' ')).toMatch(/otlp/);
    expect(places.join(' ')).toMatch(/trace/);
  });
});
