import { describe, expect, it } from 'vitest';
import { createMemoryAuditStore } from '../../../src/worker/audit/audit-store';

const record = (runId: string, size: number) => ({
  runId,
  toolCallId: `c${size}`,
  toolName: 't',
  argumentsText: '{}',
  rawText: 'x'.repeat(size),
  ledger: [],
  recordedAt: 0,
});

describe('createMemoryAuditStore', () => {
  it('keeps raws per run and drops the oldest past its byte bound', () => {
    const store = createMemoryAuditStore(1300);
    store.record(record('r1', 300));
    store.record(record('r1', 301));
    expect(store.list('r1').map((entry) => entry.toolCallId)).toEqual(['c300', 'c301']);
    store.record(record('r2', 302));
    expect(store.list('r1').map((entry) => entry.toolCallId)).toEqual(['c301']);
  });
});
