/**
 * Groups timeline entries for display: one group per tool call (its rows in arrival order), and the
 * run-level events (model turns, release, live events without a call) as their own groups, in the order
 * they first appeared. Pure.
 */
import type { TimelineEntry } from '../../store';

/** One displayed group. */
export interface TimelineGroup {
  key: string;
  /** The tool_call_id, for a call's group. */
  callId?: string;
  entries: TimelineEntry[];
}

/** Groups entries; consecutive run-level events share one group. */
export function groupTimeline(entries: readonly TimelineEntry[]): TimelineGroup[] {
  const groups: TimelineGroup[] = [];
  const byCall = new Map<string, TimelineGroup>();
  let runGroup: TimelineGroup | undefined;
  for (const entry of entries) {
    const callId = entry.event.callId;
    if (callId) {
      const key = `${entry.event.runId}/call/${callId}`;
      let group = byCall.get(key);
      if (!group) {
        group = { key, callId, entries: [] };
        byCall.set(key, group);
        groups.push(group);
      }
      group.entries.push(entry);
      runGroup = undefined;
    } else {
      if (!runGroup) {
        runGroup = { key: `run/${entry.key}`, entries: [] };
        groups.push(runGroup);
      }
      runGroup.entries.push(entry);
    }
  }
  return groups;
}
