/**
 * The audit hash chain. Exact canonical form, so anyone
 * can re-check an exported bundle:
 *
 * - `rawSha256` = lower-case hex SHA-256 of the UTF-8 bytes of the raw result text (`rawText`), or null
 *   when the call never produced a raw.
 * - `contentHash` = hex SHA-256 of the UTF-8 bytes of `canonicalJson(content)` (contract/canonical-json.ts:
 *   compact, keys sorted by UTF-16 code units, `undefined` members skipped), where `content` is
 *   `{ v: 1, runId, seq, toolCallId, toolName, argumentsText, rawSha256, agentResultText, ledger, code,
 *   recordedAt }` — absent optional members are `null`; `seq` is the record's position in the run from 1.
 *   A record with a `callKey` (DESIGN §4.1) is hashed as `{ v: 2, …, callKey }` (same members plus it).
 * - `chainHash` = hex SHA-256 of the UTF-8 bytes of `previousChainHash + "\n" + contentHash`, where the
 *   previous chain hash of the first record is `GENESIS_HASH` (64 zeros).
 *
 * Uses WebCrypto (`crypto.subtle.digest`), present in workers and in Node ≥ 20. Pure apart from that.
 */
import { canonicalJson } from '../../contract/canonical-json';
import type { AuditRecord } from './audit-store';

/** The previous chain hash of a run's first record. */
export const GENESIS_HASH = '0'.repeat(64);

/** A record as stored: the AuditRecord plus its position and hashes. */
export interface ChainedAuditRecord extends AuditRecord {
  /** Position in the run's audit records, from 1. */
  seq: number;
  rawSha256: string | null;
  contentHash: string;
  chainHash: string;
}

const encoder = new TextEncoder();
/** The two lower-case hex digits of each byte value 0–255. */
const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Lower-case hex SHA-256 of a string's UTF-8 bytes. */
async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  let hex = '';
  for (let index = 0; index < digest.length; index += 1) hex += HEX_BYTES[digest[index]!];
  return hex;
}

/** The canonical content a record's `contentHash` covers (see the module doc). */
function chainContent(record: AuditRecord, seq: number, rawSha256: string | null): string {
  return canonicalJson({
    v: record.callKey === undefined ? 1 : 2,
    ...(record.callKey === undefined ? {} : { callKey: record.callKey }),
    runId: record.runId,
    seq,
    toolCallId: record.toolCallId,
    toolName: record.toolName,
    argumentsText: record.argumentsText,
    rawSha256,
    agentResultText: record.agentResultText ?? null,
    ledger: record.ledger,
    code: record.code ?? null,
    recordedAt: record.recordedAt,
  });
}

/** Hashes one record onto the chain: returns it with `seq`, `rawSha256`, `contentHash`, `chainHash`. */
export async function chainRecord(
  record: AuditRecord,
  seq: number,
  previousChainHash: string,
): Promise<ChainedAuditRecord> {
  const rawSha256 = record.rawText === undefined ? null : await sha256Hex(record.rawText);
  const contentHash = await sha256Hex(chainContent(record, seq, rawSha256));
  const chainHash = await sha256Hex(`${previousChainHash}\n${contentHash}`);
  return { ...record, seq, rawSha256, contentHash, chainHash };
}

/** What `verifyChain` found. `brokenAt` is the 1-based position of the first record that fails. */
export type ChainVerdict =
  | { ok: true; calls: number; head: string }
  | { ok: false; calls: number; brokenAt: number; callId: string; reason: string };

/**
 * Recomputes every hash of one run's records (given oldest first) and reports the first that fails:
 * a missing or repeated position, a raw whose SHA-256 differs, content that no longer hashes to its
 * `contentHash`, or a `chainHash` that does not follow from the previous one.
 */
export async function verifyChain(records: readonly ChainedAuditRecord[]): Promise<ChainVerdict> {
  let previous = GENESIS_HASH;
  for (const [index, record] of records.entries()) {
    const at = index + 1;
    const broken = (reason: string): ChainVerdict => ({
      ok: false,
      calls: records.length,
      brokenAt: at,
      callId: record.toolCallId,
      reason,
    });
    if (record.seq !== at)
      return broken(`Record ${at} carries position ${record.seq}: a record is missing or out of order.`);
    const rawSha256 = record.rawText === undefined ? null : await sha256Hex(record.rawText);
    if (rawSha256 !== record.rawSha256) return broken('The raw result does not match its SHA-256.');
    const contentHash = await sha256Hex(chainContent(record, record.seq, rawSha256));
    if (contentHash !== record.contentHash)
      return broken('The record was changed after it was written (content hash differs).');
    const chainHash = await sha256Hex(`${previous}\n${contentHash}`);
    if (chainHash !== record.chainHash) return broken('The chain hash does not follow from the previous record.');
    previous = chainHash;
  }
  return { ok: true, calls: records.length, head: previous };
}
