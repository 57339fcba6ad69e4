/**
 * Feeds the worker's run store from the agent loop, so runs and their timelines survive a reload and
 * exports are complete: the page-made timeline events (lanes model/loop, release) through
 * `appendPageEvents`, batched (`EVENT_BATCH_MS`), and the run's facts and conversation through `recordRunMeta` —
 * question, provider, model, status, and each turn's text and tool calls with the argument text as the
 * model sent it. NEVER the API key: texts pass through the loop's `scrub` first, and settings are not
 * read here. Both calls are fire-and-forget (a failure never stops the run). Harnesses without the
 * TimelineApi (unit-test fakes) are skipped.
 */
import type { RunMeta, RunStatus, TimelineEvent, TraceTurn } from '../../contract';

/** The part of the worker's TimelineApi the recorder uses (optional on test fakes). */
export interface RunRecorderHarness {
  appendPageEvents?(runId: string, events: TimelineEvent[]): Promise<void>;
  recordRunMeta?(runId: string, meta: RunMeta): Promise<void>;
}

/** What the loop tells the recorder. */
export interface RunRecorder {
  /** Queues one page event (sent with the others queued within `EVENT_BATCH_MS`). */
  event(event: TimelineEvent): void;
  /** Adds a turn to the conversation (recorded at most once a second while the run goes on). */
  turn(turn: TraceTurn): void;
  /** Records the final status and the whole conversation, after flushing the queued events. */
  finish(status: RunStatus): Promise<void>;
}

/** Least time between two conversation records while a run goes on, in milliseconds. */
const META_INTERVAL_MS = 1_000;
/** How long page events wait to be sent together, in milliseconds (one message per batch, not per event). */
const EVENT_BATCH_MS = 100;

/**
 * Creates the recorder of one run and records its start (question, provider, model, status `running`).
 *
 * @param harness the harness client (or a fake without the TimelineApi: every call becomes a no-op)
 * @param runId the run id from `startRun`
 * @param start the question (already scrubbed), the provider id and the model name, if any
 * @param now clock in milliseconds (throttles the conversation records)
 */
export function createRunRecorder(
  harness: RunRecorderHarness,
  runId: string,
  start: { question: string; provider: string; model?: string },
  now: () => number,
): RunRecorder {
  const turns: TraceTurn[] = [{ role: 'user', text: start.question }];
  let queue: TimelineEvent[] = [];
  let scheduled = false;
  let lastMeta = now();
  const meta = (fields: RunMeta) => harness.recordRunMeta?.(runId, fields).catch(() => undefined);
  const flush = async () => {
    scheduled = false;
    if (queue.length === 0 || !harness.appendPageEvents) return;
    const batch = queue;
    queue = [];
    await harness.appendPageEvents(runId, batch).catch(() => undefined);
  };
  void meta({
    question: start.question,
    provider: start.provider,
    model: start.model,
    status: 'running',
    turns: [...turns],
  });
  return {
    event(event) {
      if (!harness.appendPageEvents) return;
      queue.push(event);
      if (!scheduled) {
        scheduled = true;
        setTimeout(() => void flush(), EVENT_BATCH_MS);
      }
    },
    turn(turn) {
      turns.push(turn);
      if (now() - lastMeta >= META_INTERVAL_MS) {
        lastMeta = now();
        void meta({ turns: [...turns] });
      }
    },
    async finish(status) {
      await flush();
      await meta({ status, turns: [...turns] });
    },
  };
}
