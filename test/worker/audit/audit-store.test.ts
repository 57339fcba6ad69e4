import { describe, expect, it } from 'vitest';
import { auditRecordBytes, createMemoryAuditStore } from '../../../src/worker/audit/audit-store';

const record = (runId: string, size: number, char = 'x') => ({
  runId,
  toolCallId: `c${size}`,
  toolName: 't',
  argumentsText: '{}',
  rawText: char.repeat(size),
  ledger: [],
  recordedAt: 0,
});

describe('createMemoryAuditStore', () => {
  it('keeps raws per run and drops the oldest past its byte bound', () => {
    const store = createMemoryAuditStore(700);
    store.record(record('r1', 300));
    store.record(record('r1', 301));
    expect(store.list('r1').map((entry) => entry.toolCallId)).toEqual(['c300', 'c301']);
    store.record(record('r2', 302));
    expect(store.list('r1').map((entry) => entry.toolCallId)).toEqual(['c301']);
  });

  it('bounds the real UTF-8 bytes it holds, whatever the script', () => {
    const bound = 64 * 1024;
    const store = createMemoryAuditStore(bound);
    // 3-byte (CJK), 4-byte (emoji, two UTF-16 units) and 1-byte texts, mostly 3-byte: the bound holds for each.
    for (let n = 0; n < 200; n++)
      store.record(record(`r${n}`, 1000 + n, ['\u4e2d', '\u4e2d', '\u{1f600}', 'a'][n % 4]));
    const held = ['r197', 'r198', 'r199'].flatMap((runId) => store.list(runId));
    expect(held).toHaveLength(3);
    const stats = store.stats();
    expect(stats.bytes).toBeLessThanOrEqual(bound);
    expect(stats.bytes).toBeGreaterThan(bound / 2);
    const encoder = new TextEncoder();
    const allHeld = Array.from({ length: 200 }, (_, n) => store.list(`r${n}`)).flat();
    const realBytes = allHeld.reduce((sum, entry) => sum + encoder.encode(entry.rawText).length, 0);
    expect(realBytes).toBeLessThanOrEqual(bound);
    expect(stats.records + stats.dropped).toBe(200);
  });

  it('does not keep a record larger than the whole bound', () => {
    const store = createMemoryAuditStore(1024);
    store.record(record('big', 2000));
    expect(store.list('big')).toEqual([]);
    expect(store.stats()).toEqual({ records: 0, bytes: 0, dropped: 1 });
    expect(auditRecordBytes(record('r', 10, '\u4e2d'))).toBe(1 + 3 + 1 + 2 + 30);
  });
});
