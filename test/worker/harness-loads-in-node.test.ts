/**
 * DESIGN.md §2: `harness.ts` and everything it imports load in plain Node after `npm ci`, with `tsx`,
 * as outside checks import it (../shared/tools/run-cases.mjs).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('src/worker/harness.ts', () => {
  it('is importable by plain Node through tsx and runs a call', () => {
    const root = resolve(__dirname, '../..');
    const script = `
      const { createHarness } = await import('./src/worker/harness.ts');
      const h = createHarness({ backends: { t: async () => ({ ok: 1 }) } });
      await h.registerTools([{ name: 't', inputSchema: { type: 'object', properties: {} } }]);
      const { runId } = await h.startRun();
      const r = await h.invoke({ runId, toolCallId: 'c', toolName: 't', argumentsText: '{}' });
      console.log(r.observation.status);`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(out.trim()).toBe('ok');
  }, 30_000);
});
