/**
 * Stage B4 `project` (DESIGN.md §3, §4.4): the raw → the bounded, redacted agent_result and its declared
 * evidence status, by the tool's projector, the MCP projection or the default JSON projection. Reports
 * the `project` event with the bounded text's bytes. Changes no state.
 */
import { projectRaw, type ProjectedResult } from '../projection/project-raw';
import { boundaryFailure, projectorContext, type BoundaryCall } from './boundary-call';
import type { BoundaryFailure } from './boundary-types';

/** @returns the projected result, or the ERROR with PROJECTION_FAILED */
export function projectCall(call: BoundaryCall): ProjectedResult | BoundaryFailure {
  const { request } = call;
  const project = call.trace.begin('project');
  const projected = projectRaw(call.raw?.value, {
    projection: request.flags.projection,
    projector: request.backend?.project,
    redaction: request.flags.redaction,
    context: projectorContext(request),
  });
  if (!projected.ok) return boundaryFailure(project, projected, 'harness');
  project.pass({
    bytes: projected.value.textBytes,
    detail: {
      kind: projected.value.kind,
      declared: projected.value.evidenceStatus,
      truncated: projected.value.truncated,
      originalBytes: projected.value.originalBytes,
    },
  });
  return projected.value;
}
