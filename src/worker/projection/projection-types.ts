/**
 * Types of the B4 `project` stage (docs/internal-interfaces.md "Projection"; DESIGN.md §3 B4, §4.4).
 * Pure types: what a projector receives and what the projection hands to B5 `validate`.
 */
import type { EvidenceStatus, ObservationNote, ProjectionKind } from '../../contract';

/** What a projector knows about the call. Budgets are in UTF-8 bytes (text) and decoded bytes (binary). */
export interface ProjectorContext {
  toolCallId: string;
  /** The canonical tool name. */
  toolName: string;
  /** The parsed, validated input the backend received. */
  input: unknown;
  /** UTF-8 bytes of all text in one observation, marker included (DESIGN §4.3). */
  maxObservationTextBytes: number;
  /** Decoded bytes of binary parts in one observation (DESIGN §4.3). */
  maxImageBytes: number;
}

/**
 * A tool's own projector output. `evidenceStatus` is the declared status (kept as declared; the
 * control view checks it at C6); when absent the projection applies the FOUND rule of DESIGN §4.4.
 * `kind` defaults to `parts` when `agentResult` has a `parts` array, else `json`.
 */
export interface ProjectorOutput {
  agentResult: unknown;
  evidenceStatus?: EvidenceStatus;
  kind?: ProjectionKind;
}

/** A tool's own projector: raw (parsed) → agent_result. May throw (→ PROJECTION_FAILED). */
export type Projector = (raw: unknown, context: ProjectorContext) => ProjectorOutput;

/**
 * The bounded, redacted projection of one raw result (DESIGN §4.2, §4.4).
 * `originalBytes` is the DESIGN §4.2 text measure before bounding (after redaction and sanitizing);
 * `textBytes` the same measure of `agentResult`; both in UTF-8 bytes. `truncated` is true when anything
 * was cut or replaced by a placeholder; redaction and sanitizing only add notes.
 */
export interface ProjectedResult {
  agentResult: unknown;
  evidenceStatus: EvidenceStatus;
  kind: ProjectionKind;
  truncated: boolean;
  originalBytes: number;
  textBytes: number;
  notes: ObservationNote[];
}
