/**
 * The audit store (DESIGN.md §3: "the raw goes to the audit store and nowhere else"): per call the
 * argument text, the raw result, the agent_result and the ledger states with timings. The default is in
 * memory and bounded by bytes (oldest records dropped first); the IndexedDB store with a hash chain is
 * indexeddb-audit-store.ts. Writes are fire-and-forget: `record` never blocks `invoke`.
 */
import type { LedgerState } from '../boundary/ledger';

export interface AuditRecord {
  runId: string;
  toolCallId: string;
  /** The call's key (DESIGN §4.1); absent on records written before calls had one. */
  callKey?: string;
  toolName: string;
  argumentsText: string;
  /** The raw result as JSON text; absent when the call never reached execute. */
  rawText?: string;
  /** The serialized bounded agent_result; absent when not READY. */
  agentResultText?: string;
  /** Ledger transitions with their times, in milliseconds since the run started. */
  ledger: { state: LedgerState; at: number }[];
  code?: string;
  /** When the record was made, in milliseconds (epoch). */
  recordedAt: number;
}

export interface AuditStore {
  /** Stores a record; must not throw and must not be awaited by the pipeline. */
  record(entry: AuditRecord): void;
  /** The records of one run, oldest first (for export on request and tests). */
  list(runId: string): AuditRecord[];
}

/** Rough size of a record, in UTF-16 code units ×2 (bytes held in memory). */
function sizeOf(entry: AuditRecord): number {
  return 2 * (entry.argumentsText.length + (entry.rawText?.length ?? 0) + (entry.agentResultText?.length ?? 0));
}

/**
 * An in-memory audit store that keeps at most `maxBytes` (default 64 MiB) of records, dropping the oldest.
 */
export function createMemoryAuditStore(maxBytes = 64 * 1024 * 1024): AuditStore {
  const records: AuditRecord[] = [];
  let held = 0;
  return {
    record(entry) {
      records.push(entry);
      held += sizeOf(entry);
      while (held > maxBytes && records.length > 1) held -= sizeOf(records.shift()!);
    },
    list(runId) {
      return records.filter((entry) => entry.runId === runId);
    },
  };
}
