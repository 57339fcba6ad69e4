/**
 * AuditApi — the audit store's half of the Comlink surface (DESIGN.md §1 "except as an audit export file
 * the user asks for", §3 "the raw goes to the audit store and nowhere else").
 * The store lives in the worker (IndexedDB): per call the argument text, the raw result, its SHA-256, the
 * agent_result, the ledger states and timings; per run a hash chain over the calls. Raw results leave the
 * worker only inside `exportAuditBundle`'s file, which the page saves unread. Every method resolves with
 * data and never rejects. Pure types.
 */

/**
 * A file the worker built for the user to save: a browser `Blob` at run time (pass it to
 * `URL.createObjectURL(blob as Blob)`); typed structurally because the contract compiles without DOM.
 */
export interface ExportBlob {
  /** Size in bytes. */
  readonly size: number;
  /** MIME type (`application/json`). */
  readonly type: string;
  text(): Promise<string>;
}

/**
 * The result of an export: the file with the name to save it under, or why there is none
 * (`UNKNOWN_RUN` — no such run; `NO_AUDIT_RECORDS` — the run's raw results were never recorded, were
 * dropped by retention, or the run was imported; `UNSUPPORTED_SCENARIO` — nothing to turn into a
 * scenario; `EXPORT_FAILED` — anything else, with the reason).
 */
export type ExportResult =
  | {
      ok: true;
      /** Suggested file name (`trace-<runId>.json`, `audit-<runId>.json`, `scenario-<runId>.json` …). */
      fileName: string;
      blob: ExportBlob;
      /** True when the file holds raw tool results: the page must warn before saving it (audit bundle, scenario). */
      holdsRawResults: boolean;
    }
  | { ok: false; code: 'UNKNOWN_RUN' | 'NO_AUDIT_RECORDS' | 'UNSUPPORTED_SCENARIO' | 'EXPORT_FAILED'; message: string };

/**
 * What `verifyAuditChain` found: `verified` — every record's content hash and chain hash recompute;
 * `broken` — the first call (1-based index in the run's audit records, and its tool_call_id) whose record
 * does not match, with the reason in words; `missing` — the run has no audit records (see `ExportResult`).
 */
export type AuditVerifyResult =
  | { status: 'verified'; calls: number; /** The last chain hash, lower-case hex SHA-256. */ head: string }
  | { status: 'broken'; calls: number; brokenAt: number; callId: string; reason: string }
  | { status: 'missing'; reason: string };

/** How much the audit store keeps (oldest runs are dropped first when either limit is passed). */
export interface AuditRetention {
  /** Runs kept, ≥ 1. Default 50. */
  maxRuns: number;
  /** Bytes kept (UTF-8 of the stored records), ≥ 1 MiB. Default 200 MiB (209,715,200). */
  maxBytes: number;
}

/**
 * The audit store's state: `ok`; `full` — the browser refused a write because the storage quota is full
 * (records are being dropped; the harness keeps working; free space by deleting runs or lowering the
 * retention); `unavailable` — IndexedDB cannot be opened (private mode, disabled storage): records are
 * kept in memory only and are lost on reload.
 */
export type AuditStoreState = 'ok' | 'full' | 'unavailable';

/** What `auditStorage` reports. Sizes in bytes. */
export interface AuditStorageReport {
  state: AuditStoreState;
  /** One sentence for the user when `state` is not `ok`. */
  message?: string;
  /** Runs with audit records. */
  runs: number;
  /** Audit records (calls) held. */
  records: number;
  /** Bytes held by the audit records (UTF-8 of their stored text). */
  bytes: number;
  /** The browser's estimate for this site (`navigator.storage.estimate()`), when it gives one. */
  usageBytes?: number;
  quotaBytes?: number;
  retention: AuditRetention;
  /** What the last retention pass dropped (whole runs, oldest first), and when (ms epoch). */
  lastDropped?: { runs: number; bytes: number; runIds: string[]; at: number };
  /** Records lost because a write failed (quota full or store unavailable) since the worker started. */
  droppedRecords: number;
}

/** The audit half of the worker's surface. */
export interface AuditApi {
  /** Recomputes the run's hash chain (pending writes are flushed first). Canonical form: audit/README in the worker. */
  verifyAuditChain(runId: string): Promise<AuditVerifyResult>;
  /** The run's audit bundle: a JSON file with a header warning, the records (raw results included) and the chain. */
  exportAuditBundle(runId: string): Promise<ExportResult>;
  /** Storage use, retention and state of the audit store. */
  auditStorage(): Promise<AuditStorageReport>;
  /** Changes the retention (kept across reloads), applies it at once, and reports the storage after. Bad values are clamped. */
  setAuditRetention(retention: Partial<AuditRetention>): Promise<AuditStorageReport>;
}
