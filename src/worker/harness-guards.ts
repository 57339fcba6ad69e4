/**
 * Argument guards of the HarnessApi (DESIGN.md §4.1: every method resolves with data and never rejects).
 * The page calls over Comlink and held-out tests call in plain Node, so `null`, `undefined` and values of
 * the wrong type arrive here; each guard turns them into the nearest well-formed value and never throws.
 */
import type { CancelRequest, InvokeRequest, StartRunOptions } from '../contract';
import { isRecord } from '../contract';

/**
 * Normalizes an `invoke` request. `runId`, `toolCallId` and `toolName` that are not strings become `''`
 * (an empty run id is UNKNOWN_RUN, an empty tool name UNKNOWN_TOOL, a missing tool_call_id is the empty
 * id and follows the DUPLICATE_CALL_ID rules of DESIGN §4.5); `turnId` and `finishReason` that are not
 * strings are dropped. `argumentsText` is passed through unchanged: the parser refuses a non-string with
 * INVALID_JSON at A2 `parse` (src/worker/parser/parse-arguments.ts).
 *
 * @param request whatever the caller passed
 * @returns a request whose string fields are strings (argumentsText typed as string but possibly not one)
 */
export function normalizeInvokeRequest(request: unknown): InvokeRequest {
  const source = isRecord(request) ? request : {};
  const text = (key: string) => (typeof source[key] === 'string' ? source[key] : '');
  const normalized: InvokeRequest = {
    runId: text('runId'),
    toolCallId: text('toolCallId'),
    toolName: text('toolName'),
    argumentsText: source.argumentsText as string,
  };
  if (typeof source.turnId === 'string') normalized.turnId = source.turnId;
  if (typeof source.finishReason === 'string') normalized.finishReason = source.finishReason;
  return normalized;
}

/**
 * Normalizes `startRun` options: anything that is not an object is `{}` (default budgets, plan mode
 * off); `budgets` and `exportProfile` that are not objects are dropped (resolveBudgets ignores bad
 * numbers itself, DESIGN §4.3).
 */
export function normalizeStartRunOptions(options: unknown): StartRunOptions {
  if (!isRecord(options)) return {};
  const normalized: StartRunOptions = {};
  if (options.planMode === true) normalized.planMode = true;
  if (options.kind === 'model' || options.kind === 'catalog' || options.kind === 'scenario')
    normalized.kind = options.kind;
  if (isRecord(options.budgets)) normalized.budgets = options.budgets;
  if (isRecord(options.exportProfile))
    normalized.exportProfile = options.exportProfile as StartRunOptions['exportProfile'];
  return normalized;
}

/**
 * Normalizes a `cancel` request: `undefined` when it names no run (cancels nothing); a `toolCallId` that
 * is neither a string nor omitted matches no call (it never widens to "every call of the run").
 */
export function normalizeCancelRequest(request: unknown): (CancelRequest & { matchesNothing?: boolean }) | undefined {
  if (!isRecord(request) || typeof request.runId !== 'string') return undefined;
  const normalized: CancelRequest & { matchesNothing?: boolean } = { runId: request.runId };
  for (const key of ['toolCallId', 'callKey'] as const) {
    const value = request[key];
    if (typeof value === 'string') normalized[key] = value;
    else if (value !== undefined) normalized.matchesNothing = true;
  }
  return normalized;
}

/** A string argument (run id, subscription id) or `''` for anything else. */
export function stringArg(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
