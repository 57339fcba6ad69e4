/**
 * A key the user typed leaves the console in no file and no request, even when it does not look like a
 * key (no `sk-` shape for the projection's redaction to catch) and the model echoed it into a tool's
 * arguments: `exportTrace` and `sendOtlp` remove the secrets the page passes them, and `sendOtlp` also
 * its own header values.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../src/worker/harness';
import { createRecordStore } from '../../../src/worker/record/record-store';
import { createTimelineService, recordHarness } from '../../../src/worker/timeline/timeline-service';

const PLAIN_KEY = 'corp-gateway-7c41e9b2d05f';
const HEADER_VALUE = 'otlp-ingest-3a9f0c12';

async function runWithEchoedKey(fetch?: typeof globalThis.fetch) {
  const store = createRecordStore();
  const harness = recordHarness(createHarness({ backends: { find: async (input) => ({ echo: input }) } }), store);
  await harness.registerTools([
    { name: 'find', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
  ]);
  const { runId } = await harness.startRun();
  await harness.invoke({
    runId,
    toolCallId: 'c1',
    toolName: 'find',
    argumentsText: JSON.stringify({ q: `key ${PLAIN_KEY} and ${HEADER_VALUE}` }),
    turnId: 't1',
  });
  await harness.endRun(runId);
  return { service: createTimelineService({ store, ...(fetch ? { fetch } : {}) }), runId };
}

describe('secrets in exports', () => {
  it('the console and OTLP files hold the echoed key only as [redacted]', async () => {
    const { service, runId } = await runWithEchoedKey();
    for (const format of ['console', 'otlp'] as const) {
      const unscrubbed = await service.exportTrace(runId, format);
      if (!unscrubbed.ok) throw new Error(unscrubbed.message);
      expect(await unscrubbed.blob.text()).toContain(PLAIN_KEY); // the harness cannot know it is a key
      const result = await service.exportTrace(runId, format, [PLAIN_KEY]);
      if (!result.ok) throw new Error(result.message);
      const text = await result.blob.text();
      expect(text).not.toContain(PLAIN_KEY);
      expect(text).toContain('[redacted]');
      expect(() => JSON.parse(text) as unknown).not.toThrow();
    }
  });

  it('an OTLP post carries neither the key nor its own header value in the body', async () => {
    const bodies: string[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      bodies.push(String(init.body));
      return new Response('{}', { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const { service, runId } = await runWithEchoedKey(fetch);
    const sent = await service.sendOtlp(
      runId,
      { endpoint: 'http://127.0.0.1:4318/v1/traces', headers: { Authorization: HEADER_VALUE } },
      [PLAIN_KEY],
    );
    expect(sent.ok).toBe(true);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toContain(PLAIN_KEY);
    expect(bodies[0]).not.toContain(HEADER_VALUE);
    expect(bodies[0]).toContain('execute_tool');
  });
});
