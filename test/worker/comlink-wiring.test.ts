/**
 * The real Comlink `expose`/`wrap` over a MessageChannel in Node (STYLE.md §3.5; comlink's own
 * same_window test): every HarnessApi method crosses, results arrive structured-cloned, and the live-event
 * sink and the approver cross as `Comlink.proxy` callbacks.
 */
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HarnessApi, TimelineEvent } from '../../src/contract';
import { createHarness } from '../../src/worker/harness';

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

function connect(harness: HarnessApi): Comlink.Remote<HarnessApi> {
  const channel = new MessageChannel();
  channels.push(channel);
  Comlink.expose(harness, channel.port1);
  return Comlink.wrap<HarnessApi>(channel.port2);
}

describe('HarnessApi over Comlink', () => {
  it('registers, exports, runs a guarded call with a proxied approver and streams live events', async () => {
    const remote = connect(
      createHarness({ backends: { save_note: async (input) => ({ saved: (input as { text: string }).text }) } }),
    );
    const report = await remote.registerTools([
      {
        name: 'save_note',
        requiresConfirmation: true,
        inputSchema: { type: 'object', properties: { text: { type: 'string' } } },
      },
    ]);
    expect(report.registered).toEqual(['save_note']);
    expect(await remote.exportTools({ format: 'anthropic' })).toHaveLength(1);
    const live: TimelineEvent[] = [];
    await remote.subscribe(Comlink.proxy((event: TimelineEvent) => void live.push(event)));
    await remote.setApprover(Comlink.proxy(async () => 'approve' as const));
    const { runId } = await remote.startRun({});
    const result = await remote.invoke({
      runId,
      toolCallId: 'c1',
      toolName: 'save_note',
      argumentsText: '{"text":"hi"}',
    });
    expect(result.observation).toMatchObject({ status: 'ok', result: { saved: 'hi' } });
    expect(result.events.length).toBeGreaterThan(5);
    await vi.waitFor(() => expect(live.map((event) => event.stage)).toEqual(['approval-request', 'approval-decision']));
    expect(await remote.endRun(runId)).toMatchObject({ found: true, calls: 1 });
  });
});
