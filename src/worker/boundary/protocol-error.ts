/**
 * Which thrown values are protocol errors (DESIGN.md §4.4: "a thrown value with a numeric `code`
 * (JSON-RPC style, a plain object or an Error) is a protocol error"). JSON-RPC style means the shape of a
 * JSON-RPC 2.0 error object (spec §5.1): an integer `code` and a string `message`. A `DOMException` has a
 * numeric legacy `code` too (0 for most names, e.g. an IndexedDB `UnknownError` or a denied permission),
 * but it is the browser failing inside the tool, not a peer answering with an error: it is the tool's.
 * Reading the value never throws (getters, Proxies: `thrownMember`). Pure.
 */
import { thrownMember } from '../../contract';

/** True for a `DOMException`, also one from another realm (its `[object DOMException]` tag). */
function isDomException(value: object): boolean {
  try {
    if (typeof DOMException !== 'undefined' && value instanceof DOMException) return true;
    return Object.prototype.toString.call(value) === '[object DOMException]';
  } catch {
    return false;
  }
}

/**
 * The JSON-RPC error code of a thrown value, or undefined when it is not a JSON-RPC-shaped error.
 *
 * @param error anything a backend threw or rejected with
 * @returns the integer `code` of a plain object or an Error (not a DOMException) that also carries a
 *   string `message`; undefined otherwise (→ error_source 'tool')
 */
export function jsonRpcErrorCode(error: unknown): number | undefined {
  if ((typeof error !== 'object' && typeof error !== 'function') || error === null) return undefined;
  const code = thrownMember(error, 'code');
  if (typeof code !== 'number' || !Number.isInteger(code)) return undefined;
  if (typeof thrownMember(error, 'message') !== 'string') return undefined;
  return isDomException(error) ? undefined : code;
}
