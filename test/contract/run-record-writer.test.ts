/**
 * The run record writer (createRunRecordWriter): page events written one by one go in order, joined into
 * `page-events` entries, and a burst of them is sent as several writes of at most PAGE_EVENTS_PER_WRITE
 * events, so no write carries a whole long turn's events; the events around them keep their order.
 */
import { describe, expect, it } from 'vitest';
import {
  createRunRecordWriter,
  PAGE_EVENTS_PER_WRITE,
  type PageRecordWrite,
  type TimelineEvent,
} from '../../src/contract';

const dispatch = (seq: number): TimelineEvent => ({
  runId: 'run-1',
  seq,
  at: seq,
  lane: 'loop',
  stage: 'loop-dispatch',
  status: 'info',
  callId: `call-${seq}`,
});

describe('createRunRecordWriter', () => {
  it('sends a burst of page events as writes of at most PAGE_EVENTS_PER_WRITE, all of them in order', async () => {
    const writes: PageRecordWrite[][] = [];
    const writer = createRunRecordWriter({ writeRunRecord: async (_runId, events) => writes.push(events) }, 'run-1');
    writer.write({ type: 'question', text: 'Record items.' });
    const count = 2 * PAGE_EVENTS_PER_WRITE + 5;
    for (let seq = 1; seq <= count; seq += 1) writer.write({ type: 'page-events', events: [dispatch(seq)] });
    writer.write({ type: 'status', status: 'done', at: 1 });
    await writer.flush();

    const pageEventsPerWrite = writes.map((batch) =>
      batch.reduce((sum, event) => sum + (event.type === 'page-events' ? event.events.length : 0), 0),
    );
    expect(Math.max(...pageEventsPerWrite)).toBeLessThanOrEqual(PAGE_EVENTS_PER_WRITE);
    const all = writes.flat();
    expect(all[0]).toEqual({ type: 'question', text: 'Record items.' });
    expect(all.at(-1)).toEqual({ type: 'status', status: 'done', at: 1 });
    const seqs = all.flatMap((event) => (event.type === 'page-events' ? event.events.map((e) => e.seq) : []));
    expect(seqs).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  });
});
