/**
 * The IndexedDB audit store: the hash chain verifies and a tampered record is
 * reported broken at the right call; retention drops the oldest runs and says so; a full quota is a
 * clear state while the harness keeps working; writes stay off invoke's awaited path.
 */
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../../../src/worker/harness';
import { createIndexedDbAuditStore } from '../../../src/worker/audit/indexeddb-audit-store';
import { verifyChain } from '../../../src/worker/audit/audit-chain';
import { failPutsAfter } from '../documents/quota-simulation';

let dbCount = 0;
const freshName = () => `audit-test-${++dbCount}-${Math.random().toString(36).slice(2)}`;
const record = (runId: string, n: number, at = n) => ({
  runId,
  toolCallId: `call_${n}`,
  toolName: 'find',
  argumentsText: `{"q":"${n}"}`,
  rawText: `{"raw":"R${n}"}`,
  agentResultText: `{"r":${n}}`,
  ledger: [{ state: 'READY' as const, at: n }],
  recordedAt: at,
});

afterEach(() => vi.restoreAllMocks());

describe('audit hash chain', () => {
  it('verifies a run, then reports a tampered raw result broken at that call', async () => {
    const databaseName = freshName();
    const store = createIndexedDbAuditStore({ databaseName });
    for (let n = 1; n <= 5; n++) store.record(record('run_a', n));
    const records = await store.records('run_a');
    expect(records.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5]);
    const verdict = await verifyChain(records);
    expect(verdict).toMatchObject({ ok: true, calls: 5 });

    const db = await openDB(databaseName, 1);
    const third = await db.get('records', ['run_a', 3]);
    await db.put('records', { ...third, rawText: '{"raw":"edited"}' });
    db.close();
    const broken = await verifyChain(await store.records('run_a'));
    expect(broken).toMatchObject({ ok: false, brokenAt: 3, callId: 'call_3' });
  });

  it('reports a record removed from the middle of the chain at the first call after the gap', async () => {
    const databaseName = freshName();
    const store = createIndexedDbAuditStore({ databaseName });
    for (let n = 1; n <= 4; n++) store.record(record('run_b', n));
    await store.flush();
    const db = await openDB(databaseName, 1);
    await db.delete('records', ['run_b', 2]);
    db.close();
    expect(await verifyChain(await store.records('run_b'))).toMatchObject({ ok: false, brokenAt: 2, callId: 'call_3' });
  });
});

describe('retention and quota', () => {
  it('keeps N runs, dropping the oldest, and reports what it dropped', async () => {
    const store = createIndexedDbAuditStore({ databaseName: freshName() });
    await store.setRetention({ maxRuns: 2 });
    for (const [i, runId] of ['r1', 'r2', 'r3'].entries()) {
      store.record(record(runId, 1, 1000 * (i + 1)));
      await store.flush();
    }
    const report = await store.storage();
    expect(report.runs).toBe(2);
    expect(report.lastDropped).toMatchObject({ runs: 1, runIds: ['r1'] });
    expect(await store.records('r1')).toEqual([]);
    expect((await store.records('r3')).length).toBe(1);
  });

  it('turns to the full state with a sentence when the quota refuses writes', async () => {
    const states: string[] = [];
    const health = {
      failed: (state: string, lost: number, message: string) => states.push(`${state}:${lost}:${message}`),
      saved: () => states.push('ok'),
      lost: () => undefined,
    };
    const store = createIndexedDbAuditStore({ databaseName: freshName(), health });
    store.record(record('q1', 1));
    await store.flush();
    const restore = failPutsAfter(0);
    try {
      store.record(record('q1', 2));
      await store.flush();
    } finally {
      restore();
    }
    const report = await store.storage();
    expect(report.state).toBe('full');
    expect(report.message).toMatch(/full/i);
    expect(report.droppedRecords).toBe(1);
    expect(states).toHaveLength(1);
    expect(states[0]).toMatch(/^full:1:Storage is full: 1 audit record was not kept \(latest of run q1\)/);
    // The chain stays consistent over what was stored, and the next write works again.
    store.record(record('q1', 3));
    const kept = await store.records('q1');
    expect(kept.map((r) => r.toolCallId)).toEqual(['call_1', 'call_3']);
    expect(await verifyChain(kept)).toMatchObject({ ok: true, calls: 2 });
    expect((await store.storage()).state).toBe('ok');
    expect(states.at(-1)).toBe('ok');
  });

  it('keeps applying the retention while the quota is full (deleting frees space)', async () => {
    const store = createIndexedDbAuditStore({ databaseName: freshName() });
    for (const [i, runId] of ['f1', 'f2', 'f3'].entries()) {
      store.record(record(runId, 1, 1000 * (i + 1)));
      await store.flush();
    }
    const restore = failPutsAfter(0);
    try {
      store.record(record('f3', 2));
      await store.flush();
      expect((await store.storage()).state).toBe('full');
      const report = await store.setRetention({ maxRuns: 1 });
      expect(report.runs).toBe(1);
      expect(report.lastDropped).toMatchObject({ runs: 2, runIds: ['f1', 'f2'] });
      expect(await store.records('f1')).toEqual([]);
      expect(await store.deleteRun('f3')).toBe(true);
      expect((await store.storage()).runs).toBe(0);
    } finally {
      restore();
    }
  });
});

describe('write path', () => {
  it('invoke returns before the audit write completes', async () => {
    const databaseName = freshName();
    const auditStore = createIndexedDbAuditStore({ databaseName });
    const digest = crypto.subtle.digest.bind(crypto.subtle);
    // The audit write hashes its record first; the hash waits until the test lets it go.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    vi.spyOn(crypto.subtle, 'digest').mockImplementation(async (algorithm, data) => {
      await gate;
      order.push('audit hash done');
      return digest(algorithm, data);
    });
    const harness = createHarness({ auditStore, backends: { echo: async () => ({ ok: true }) } });
    await harness.registerTools([{ name: 'echo', inputSchema: { type: 'object' } }]);
    const { runId } = await harness.startRun();
    const invoked = harness.invoke({ runId, toolCallId: 'c1', toolName: 'echo', argumentsText: '{}' }).then((r) => {
      order.push('invoke returned');
      return r;
    });
    // Should invoke wait for the write, the hash is let go later so the order check fails instead of hanging.
    const fallback = setTimeout(release, 2_000);
    const result = await invoked;
    expect(result.observation.status).toBe('ok');
    expect(order[0]).toBe('invoke returned');
    const db = await openDB(databaseName, 1, {
      upgrade(d) {
        d.createObjectStore('records', { keyPath: ['runId', 'seq'] });
        d.createObjectStore('runs', { keyPath: 'runId' });
        d.createObjectStore('settings');
      },
    });
    expect(await db.count('records')).toBe(0);
    db.close();
    clearTimeout(fallback);
    release();
    expect((await auditStore.records(runId)).length).toBe(1);
  });
});
