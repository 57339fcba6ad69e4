/**
 * The audit store (DESIGN.md §3: "the raw goes to the audit store and nowhere else"): per call the
 * argument text, the raw result, the agent_result and the ledger states with timings. The default is in
 * memory and bounded by real UTF-8 bytes (oldest records dropped first); the IndexedDB store with a hash chain is
 * indexeddb-audit-store.ts. Writes are fire-and-forget: `record` never blocks `invoke`.
 */
import type { LedgerState } from '../boundary/ledger';
import { utf8ByteLength } from '../../contract/byte-length';

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

/** Bytes counted per ledger transition (its state name and time). */
const LEDGER_ENTRY_BYTES = 32;

/**
 * The size of a record in bytes: the UTF-8 bytes of every text it holds (ids, name, arguments, raw result,
 * agent_result, code) plus 32 bytes per ledger transition — what its JSON costs, to within the punctuation.
 */
export function auditRecordBytes(entry: AuditRecord): number {
  return (
    utf8ByteLength(entry.runId) +
    utf8ByteLength(entry.toolCallId) +
    utf8ByteLength(entry.toolName) +
    utf8ByteLength(entry.argumentsText) +
    utf8ByteLength(entry.rawText ?? '') +
    utf8ByteLength(entry.agentResultText ?? '') +
    utf8ByteLength(entry.code ?? '') +
    LEDGER_ENTRY_BYTES * entry.ledger.length
  );
}

/** The in-memory store, with what it holds. */
export interface MemoryAuditStore extends AuditStore {
  /** Records held, their bytes (`auditRecordBytes`, never above the bound) and records dropped so far. */
  stats(): { records: number; bytes: number; dropped: number };
}

/**
 * An in-memory audit store that holds at most `maxBytes` (default 64 MiB) of records by `auditRecordBytes`
 * (real UTF-8 bytes), dropping the oldest; a record larger than the whole bound is not kept (counted dropped).
 */
export function createMemoryAuditStore(maxBytes = 64 * 1024 * 1024): MemoryAuditStore {
  const records: { entry: AuditRecord; bytes: number }[] = [];
  let held = 0;
  let dropped = 0;
  return {
    record(entry) {
      const bytes = auditRecordBytes(entry);
      if (bytes > maxBytes) {
        dropped += 1;
        return;
      }
      records.push({ entry, bytes });
      held += bytes;
      while (held > maxBytes) {
        held -= records.shift()?.bytes ?? held;
        dropped += 1;
      }
    },
    list(runId) {
      return records.filter((held) => held.entry.runId === runId).map((held) => held.entry);
    },
    stats: () => ({ records: records.length, bytes: held, dropped }),
  };
}
