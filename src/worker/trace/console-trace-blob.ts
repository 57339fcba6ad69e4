/**
 * The console trace file (console-trace.ts, TRACE_SCHEMA) written as a Blob of parts, page by page: the
 * calls of each page of the run's record become one part as they are read, and the file is never one
 * string in the worker. Its bytes are those of `JSON.stringify(trace, scrub, 1)` of the whole trace
 * (stringifyWithoutSecrets with one space of indent): each member is stringified alone and indented to
 * its depth (a JSON text holds no raw line break, so indenting is a replace of "\n").
 * A source is a run loaded in memory (`loadedTraceSource`) or a stored run read by log pages
 * (record/stored-trace-source.ts).
 */
import type { RecordCall, RunRecord } from '../../contract/run-record';
import type { TimelineEvent } from '../../contract/timeline-event';
import { stringifyWithoutSecrets } from '../../contract/scrub-secrets';
import type { RunTimeline } from '../timeline/run-timeline';
import { traceCallOf, traceHeadOf } from './console-trace';

/** Calls per part of a loaded run. */
const PART_CALLS = 256;

/** One page of a run's record: its calls in order, and events outside the calls' stage lists. */
export interface TracePage {
  calls: readonly RecordCall[];
  events: readonly TimelineEvent[];
}

/** What a trace is written from. */
export interface TraceSource {
  /** The record head, read once the pages are (the events outside calls come with the pages). */
  head(): Promise<Omit<RunRecord, 'calls' | 'events'>>;
  /** The record's pages, in order (every call once; every other event once, in record order). */
  pages(): AsyncIterable<TracePage>;
}

/** A run loaded in memory as a trace source (its calls `PART_CALLS` a page). */
export function loadedTraceSource(run: RunTimeline): TraceSource {
  return {
    head: async () => run.record,
    async *pages() {
      if (run.calls.length === 0) yield { calls: [], events: run.record.events };
      for (let from = 0; from < run.calls.length; from += PART_CALLS)
        yield { calls: run.calls.slice(from, from + PART_CALLS), events: from === 0 ? run.record.events : [] };
    },
  };
}

/** `value` as JSON (secrets scrubbed, one space of indent) indented by `depth` spaces after each line break. */
function member(value: unknown, secrets: readonly string[], depth: number): string {
  return stringifyWithoutSecrets(value, secrets, 1).replaceAll('\n', `\n${' '.repeat(depth)}`);
}

/**
 * The trace file of `source` as a Blob (`application/json`).
 *
 * @param exportedAt the file's `exportedAt`
 * @param secrets strings scrubbed from every string of the file (stringifyWithoutSecrets)
 */
export async function consoleTraceBlob(
  source: TraceSource,
  exportedAt: Date,
  secrets: readonly string[] = [],
): Promise<Blob> {
  const parts: Blob[] = [];
  const events: TimelineEvent[] = [];
  let lastAt: number | undefined;
  let count = 0;
  const later = (at: number) => {
    if (lastAt === undefined || at > lastAt) lastAt = at;
  };
  for await (const page of source.pages()) {
    for (const event of page.events) {
      events.push(event);
      later(event.at);
    }
    if (page.calls.length === 0) continue;
    let text = '';
    for (const call of page.calls) {
      for (const event of call.events) later(event.at);
      text += `${count++ === 0 ? '' : ','}\n  ${member(traceCallOf(call), secrets, 2)}`;
    }
    parts.push(new Blob([text]));
  }
  const trace = traceHeadOf({ ...(await source.head()), events }, lastAt, exportedAt);
  const head: string[] = [];
  const tail: string[] = [];
  let calls = false;
  for (const [key, value] of Object.entries(trace)) {
    if (key === 'calls') {
      calls = true;
      head.push(`\n ${JSON.stringify(key)}: [`);
    } else if (value !== undefined)
      (calls ? tail : head).push(`\n ${JSON.stringify(key)}: ${member(value, secrets, 1)}`);
  }
  const close = count === 0 ? ']' : '\n ]';
  return new Blob([`{${head.join(',')}`, ...parts, `${close}${tail.map((each) => `,${each}`).join('')}\n}`], {
    type: 'application/json',
  });
}
