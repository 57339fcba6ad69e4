/**
 * The contract barrel: types, schema consts and pure functions both sides share (DESIGN.md §2).
 * No DOM, no worker globals.
 */
export type * from './agent-result';
export type * from './budgets';
export type * from './catalog-api';
export type * from './schema-form';
export type * from './descriptor';
export type * from './evaluation';
export type * from './harness-api';
export type * from './observation';
export type * from './stages';
export type * from './timeline-event';
export type * from './violation';
export type * from './mcp-api';
export type * from './mcp-features-api';
export type * from './elicitation-schema';
export type * from './knowledge-api';
export type * from './console-api';
export type * from './timeline-api';
export type * from './audit-api';
export type * from './storage-health';
export type * from './trace';
export type * from './codes';
export type * from './run-record';
export type * from './run-record-api';
export {
  VIOLATION_TYPES,
  STOP_CODES,
  ERROR_CODES,
  HARNESS_ERROR_CODES,
  HARNESS_CODES,
  STOP_REASONS,
  OBSERVATION_NOTE_CODES,
  REGISTRY_NOTE_CODES,
  isHarnessCode,
  observationStatusFor,
} from './codes';
export { STAGES, LANES, STAGE_LANE, STAGE_PHASE, LIVE_STAGES } from './stages';
export { DEFAULT_BUDGETS, PER_TOOL_BUDGETS, resolveBudgets } from './budgets';
export { DIALECTS } from './descriptor';
export { MAX_TOOL_LIST_BYTES } from './catalog-api';
export { MAX_RESOURCE_TEXT_BYTES, MAX_THUMBNAIL_BYTES, MAX_LISTED, MAX_LOG_ENTRIES } from './mcp-features-api';
export { readElicitationSchema, validateElicitationContent } from './elicitation-schema';
export { buildFormField, initialFormValue, resolveLocalRef, toArgumentsText, MAX_FORM_DEPTH } from './schema-form';
export { isPartsResult } from './agent-result';
export { boundDetail, MAX_DETAIL_STRING } from './timeline-event';
export { pointsBack } from './points-back';
export { MAX_DETAIL_ARGUMENT_CHARS } from './timeline-api';
export { STORAGE_STORES, STORAGE_STORE_WORDS } from './storage-health';
export { TRACE_FORMAT, TRACE_VERSION } from './trace';
export { TRACE_SCHEMA } from './trace-schema';
export {
  RUN_KINDS,
  PAGE_RECORD_EVENT_TYPES,
  MAX_RECORD_REQUESTS,
  MAX_RECORD_USAGE,
  applyRunRecordEvent,
  createRunRecord,
  reduceRunRecord,
  callKeyOf,
} from './run-record';
export { createRunRecordWriter, PAGE_EVENTS_PER_WRITE } from './run-record-api';
export { ok, refuse } from './violation';
export { utf8ByteLength } from './byte-length';
export { formatBytes } from './byte-format';
export { countOf } from './count-words';
export { canonicalJson } from './canonical-json';
export { isRecord, isUnknownArray } from './guards';
export { ownMember, setOwnMember } from './own-members';
export { errorMessage, thrownMember } from './error-message';
export { scrubSecrets } from './scrub-secrets';
export { abortableSleep } from './abortable-sleep';
export type { AbortSignalLike } from './abortable-sleep';
export { endpointOf, bindingFor, secretFor, secretsFollowUrl } from './endpoint-secret';
export type { BoundSecret, SecretBinding } from './endpoint-secret';
export { OBSERVATION_SCHEMA } from './schemas/observation-schema';
export { ENVELOPE_SCHEMA, EVALUATION_SCHEMA } from './schemas/envelope-schema';
export { diffRuns, formatRunDiff } from './run-diff';
export type { CallDiff, CallDiffKind, FieldDiff, RunDiff } from './run-diff';
