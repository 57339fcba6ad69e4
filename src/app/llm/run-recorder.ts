/**
 * Writes what only the page knows of a run into the worker's run record (DESIGN.md §8) through the one
 * contract API `writeRunRecord` (batched by `createRunRecordWriter`): the question with provider and
 * model, the page-made timeline events (lanes model/loop, release), the conversation as the model saw it
 * (each turn's text and tool calls with the argument text as sent; written as JSON text made a slice of
 * calls per task, conversation-text.ts), the draft, the released answer with
 * each citation's verdict, each turn's token usage, request and response summaries, and the final status. So a run
 * opened after a reload, exported or replayed shows what it showed live. NEVER the API key: texts pass
 * through the loop's `scrub` first and request summaries mask header values; settings are not read
 * here. Fire-and-forget (a failed write never stops the run). Harnesses without `writeRunRecord`
 * (unit-test fakes) are skipped. The same module records the headless scenario runner's runs in Node.
 */
import {
  createRunRecordWriter,
  type RecordRequestSummary,
  type RecordResponseSummary,
  type RecordUsage,
  type ReleasedAnswer,
  type RunRecordTarget,
  type RunStatus,
  type TimelineEvent,
  type TraceTurn,
} from '../../contract';
import type { RunStatus as ShownRunStatus } from '../store/run-slice';
import { conversationText, turnText } from './conversation-text';

/** The part of the worker's RunRecordApi the recorder uses (optional on test fakes). */
export interface RunRecorderHarness {
  writeRunRecord?: RunRecordTarget['writeRunRecord'];
}

/** What the loop tells the recorder. */
export interface RunRecorder {
  /** Queues one page event. */
  event(event: TimelineEvent): void;
  /** Adds a turn to the conversation (recorded at most once a second while the run goes on). */
  turn(turn: TraceTurn): void;
  /** The token usage the provider reported for one turn. */
  usage(usage: RecordUsage): void;
  /** The request of one turn, summarized (request-summary.ts; header values masked). */
  request(summary: RecordRequestSummary): void;
  /** What the model sent back in one turn, summarized (response-summary.ts; secrets already removed). */
  response(summary: RecordResponseSummary): void;
  /** The model's final text before release, and the released answer (null: none). */
  answer(draft: string, answer: ReleasedAnswer | null): void;
  /**
   * Records the whole conversation and the final status — `done` and `stopped` as given, anything else
   * as `error` with `error` as its reason — then flushes.
   */
  finish(status: ShownRunStatus, error?: string | null): Promise<void>;
}

/** Least time between two conversation records while a run goes on, in milliseconds. */
const CONVERSATION_INTERVAL_MS = 1_000;
/** How long record events wait to be sent together, in milliseconds (one message per batch). */
const BATCH_MS = 100;

/**
 * Creates the recorder of one run and records its start (question, provider, model).
 *
 * @param harness the harness client (or a fake without `writeRunRecord`: every call becomes a no-op)
 * @param runId the run id from `startRun`
 * @param start the question (already scrubbed), the provider id, the model name, if any, and `scrub`
 *   (removes secrets from a text; applied to the draft and the answer's texts and quotes)
 * @param now clock in milliseconds (throttles the conversation records)
 */
export function createRunRecorder(
  harness: RunRecorderHarness,
  runId: string,
  start: { question: string; provider: string; model?: string; scrub?: (text: string) => string },
  now: () => number,
): RunRecorder {
  const write = harness.writeRunRecord?.bind(harness);
  const writer = write ? createRunRecordWriter({ writeRunRecord: write }, runId, BATCH_MS) : undefined;
  // The JSON text of each turn recorded (conversation-text.ts), made in order on one chain; a conversation
  // write joins the texts made before it.
  const texts: string[] = [JSON.stringify({ role: 'user', text: start.question } satisfies TraceTurn)];
  let made: Promise<void> = Promise.resolve();
  const writeConversation = () => writer?.write({ type: 'conversation-text', turnsJson: conversationText(texts) });
  let lastConversation = now();
  writer?.write({
    type: 'question',
    text: start.question,
    provider: start.provider,
    ...(start.model !== undefined ? { model: start.model } : {}),
  });
  writeConversation();
  return {
    event(event) {
      writer?.write({ type: 'page-events', events: [event] });
    },
    turn(turn) {
      const due = now() - lastConversation >= CONVERSATION_INTERVAL_MS;
      if (due) lastConversation = now();
      made = made.then(async () => {
        texts.push(await turnText(turn));
        if (due) writeConversation();
      });
    },
    usage(usage) {
      writer?.write({ type: 'usage', usage });
    },
    request(summary) {
      writer?.write({ type: 'request', summary });
    },
    response(summary) {
      writer?.write({ type: 'response', summary });
    },
    answer(draft, answer) {
      const scrub = start.scrub ?? ((text: string) => text);
      writer?.write({ type: 'draft', text: scrub(draft) });
      writer?.write({ type: 'answer', answer: answer && scrubAnswer(answer, scrub) });
    },
    async finish(shown, error) {
      const status: RunStatus = shown === 'done' || shown === 'stopped' ? shown : 'error';
      const reason = status === 'error' && error ? { error } : {};
      await made;
      writeConversation();
      writer?.write({ type: 'status', status, at: Date.now(), ...reason });
      await writer?.flush();
    },
  };
}

/** The answer with `scrub` applied to every text segment, quote and the verdict's reason. */
function scrubAnswer(answer: ReleasedAnswer, scrub: (text: string) => string): ReleasedAnswer {
  return {
    ...answer,
    verdict: { ...answer.verdict, reason: scrub(answer.verdict.reason) },
    segments: answer.segments.map((segment) =>
      segment.kind === 'text'
        ? { ...segment, text: scrub(segment.text) }
        : { ...segment, ...(segment.quote !== undefined ? { quote: scrub(segment.quote) } : {}) },
    ),
  };
}
