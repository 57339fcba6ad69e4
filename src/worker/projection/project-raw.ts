/**
 * B4 `project` (DESIGN.md §3, §4.4): raw → bounded, redacted agent_result + declared evidence_status.
 * Picks the tool's own projector if given, else the MCP projection for `projection: 'mcp'`, else the
 * default JSON projection. A tool's projector output is sanitized and redacted here but NOT bounded
 * (B5 `validate` checks the byte bound and refuses with AGENT_RESULT_INVALID).
 */
import type { EvidenceStatus, ObservationNote, Outcome, ProjectionKind } from '../../contract';
import { isPartsResult, ok, refuse } from '../../contract';
import { declareEvidence } from './declare-evidence';
import { projectJson } from './json-projection';
import { projectMcpResult } from './mcp-projection';
import { observationTextBytes } from './measure-text';
import type { ProjectedResult, Projector, ProjectorContext } from './projection-types';
import { sanitizedNote } from './projection-notes';
import { emptyRedactionCounts, redactValue, redactionNote } from './redact';
import { sanitizeValue } from './sanitize';

export type { ProjectedResult, Projector, ProjectorContext, ProjectorOutput } from './projection-types';

/** Options of {@link projectRaw}. */
export interface ProjectRawOptions {
  projection: 'mcp' | 'json';
  projector?: Projector;
  /** The descriptor's `redaction === 'on'`. */
  redaction: boolean;
  context: ProjectorContext;
}

/**
 * Projects one raw result.
 *
 * @param raw the parsed raw value (the boundary parses the raw JSON text once)
 * @returns `{ ok: true, value: ProjectedResult }`, or PROJECTION_FAILED when the tool's projector throws,
 *   returns a Promise (projectors are synchronous), returns no `agentResult`, returns a value that is not JSON, or declares an unknown evidence status or
 *   kind (a built-in projection failing unexpectedly is reported the same way, never thrown)
 * @see DESIGN.md §3 B4, §4.4; docs/internal-interfaces.md "Projection"
 */
export function projectRaw(raw: unknown, options: ProjectRawOptions): Outcome<ProjectedResult> {
  const { context, redaction } = options;
  try {
    if (options.projector) return projectWithOwn(options.projector, raw, context, redaction);
    return ok(
      options.projection === 'mcp' ? projectMcpResult(raw, context, redaction) : projectJson(raw, context, redaction),
    );
  } catch (error) {
    return failed(`The projection of ${context.toolName} failed: ${describeError(error)}`);
  }
}

function projectWithOwn(
  projector: Projector,
  raw: unknown,
  context: ProjectorContext,
  redaction: boolean,
): Outcome<ProjectedResult> {
  let output: unknown;
  try {
    output = projector(raw, context);
  } catch (error) {
    return failed(`The projector of ${context.toolName} threw: ${describeError(error)}`);
  }
  if (isThenable(output)) {
    // Projectors are synchronous (Projector's type, docs/internal-interfaces.md "Projection"); a Promise
    // is refused, and its rejection is caught here so it never becomes an unhandled rejection.
    try {
      (output as PromiseLike<unknown>).then(undefined, () => undefined);
    } catch {
      // a thenable whose then() throws is refused all the same
    }
    return failed(`The projector of ${context.toolName} failed: projectors must be synchronous (returned a Promise).`);
  }
  const declared = output as { agentResult?: unknown; evidenceStatus?: unknown; kind?: unknown } | null;
  if (declared === null || typeof declared !== 'object' || declared.agentResult === undefined) {
    return failed(`The projector of ${context.toolName} returned no agentResult.`);
  }
  let json: string | undefined;
  try {
    json = JSON.stringify(declared.agentResult);
  } catch (error) {
    return failed(
      `The projector of ${context.toolName} returned an agentResult that is not JSON: ${describeError(error)}`,
    );
  }
  if (json === undefined)
    return failed(`The projector of ${context.toolName} returned an agentResult that is not JSON.`);
  if (
    declared.evidenceStatus !== undefined &&
    declared.evidenceStatus !== 'FOUND' &&
    declared.evidenceStatus !== 'NO_EVIDENCE'
  ) {
    return failed(
      `The projector of ${context.toolName} declared evidence status ${String(declared.evidenceStatus)}; expected FOUND or NO_EVIDENCE.`,
    );
  }
  if (declared.kind !== undefined && declared.kind !== 'parts' && declared.kind !== 'json') {
    return failed(
      `The projector of ${context.toolName} declared kind ${String(declared.kind)}; expected parts or json.`,
    );
  }

  const notes: ObservationNote[] = [];
  const sanitized = sanitizeValue(JSON.parse(json));
  if (sanitized.replaced > 0) notes.push(sanitizedNote(sanitized.replaced));
  let agentResult = sanitized.value;
  if (redaction) {
    const counts = emptyRedactionCounts();
    agentResult = redactValue(agentResult, counts);
    const note = redactionNote(counts);
    if (note) notes.push(note);
  }
  const kind: ProjectionKind = declared.kind ?? (isPartsResult(agentResult) ? 'parts' : 'json');
  const evidenceStatus: EvidenceStatus = declared.evidenceStatus ?? declareEvidence(agentResult, kind);
  const bytes = observationTextBytes(agentResult);
  return ok({ agentResult, evidenceStatus, kind, truncated: false, originalBytes: bytes, textBytes: bytes, notes });
}

/** True for a Promise or any object/function with a callable `then` (Promises/A+ §1.1). */
function isThenable(value: unknown): boolean {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false;
  try {
    return typeof (value as { then?: unknown }).then === 'function';
  } catch {
    return false;
  }
}

function failed(message: string): Outcome<ProjectedResult> {
  return refuse({ code: 'PROJECTION_FAILED', message: message.length > 500 ? `${message.slice(0, 499)}…` : message });
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'a non-Error value';
}
