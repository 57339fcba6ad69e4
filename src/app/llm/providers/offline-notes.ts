/**
 * The offline model's note jobs: "Save a note that we chose WAL" calls `save_note`, "List my notes"
 * calls `list_notes` (so approvals and plan mode can be shown with the default model), and the answer
 * reports what the tool call came to — saved, listed, or not done and why (a denied approval, plan
 * mode). Pure: the request is read from the question, the outcome from the observation.
 */
import type { ModelObservation } from '../../../contract';
import { countOf } from '../../../contract';

/** What the question asks the note tools to do. */
export type NoteRequest = { kind: 'save'; title: string; text: string } | { kind: 'list' };

/** Longest note title, in characters (the tool allows 200; a title is a short line). */
const MAX_TITLE_CHARS = 60;

const SAVE =
  /^\s*(?:please\s+)?(?:save|store|record|add|write down|jot down|make|keep|take|create)\b[^?]*?\bnote\b(?:\s*(?:that|saying|:|about|to say|with)\s*)?(.*)$|^\s*(?:please\s+)?(?:remember|note down|note)\s+(?:that\s+)?(.+)$/i;
const LIST =
  /^\s*(?:please\s+)?(?:list|show|display|read|give me|get|what are)\b[^?]*\bnotes?\b|\bwhat (?:notes|did i save)\b|^\s*my notes\b/i;

/** Reads a note request from the question, or undefined when it is not one. */
export function readNoteRequest(question: string): NoteRequest | undefined {
  if (LIST.test(question)) return { kind: 'list' };
  const match = SAVE.exec(question);
  if (!match) return undefined;
  const body = (match[1] ?? match[2] ?? '').trim().replace(/[.!]+$/, '');
  const text = body ? body.charAt(0).toUpperCase() + body.slice(1) : question.trim();
  const title = text.length <= MAX_TITLE_CHARS ? text : `${text.slice(0, text.lastIndexOf(' ', MAX_TITLE_CHARS))}…`;
  return { kind: 'save', title, text };
}

/** The tool a request needs. */
export function noteToolOf(request: NoteRequest): 'save_note' | 'list_notes' {
  return request.kind === 'save' ? 'save_note' : 'list_notes';
}

/** The argument text of the note call (non-evidence tools take their input as is, no envelope). */
export function noteArguments(request: NoteRequest): string {
  return JSON.stringify(request.kind === 'save' ? { title: request.title, text: request.text } : { limit: 10 });
}

function whyNot(observation: ModelObservation): string {
  switch (observation.status) {
    case 'error':
      return observation.message;
    case 'repair_required':
      return observation.instruction;
    case 'stop_required':
      return 'the harness asked to stop';
    default:
      return 'the tool gave no result';
  }
}

function formatDate(epochMs: unknown): string {
  return typeof epochMs === 'number' && Number.isFinite(epochMs) ? new Date(epochMs).toISOString().slice(0, 10) : '';
}

/** The answer after the note call (or when the tool is not available: `observation` undefined). */
export function noteAnswer(request: NoteRequest, observation: ModelObservation | undefined): string {
  const tool = noteToolOf(request);
  if (!observation) return `I cannot do that in this run: the ${tool} tool is not available.`;
  if (observation.status !== 'ok')
    return request.kind === 'save'
      ? `The note was not saved: ${whyNot(observation)}`
      : `I could not list your notes: ${whyNot(observation)}`;
  if (request.kind === 'save') return `Saved the note "${request.title}".`;
  const result = observation.result as { notes?: { title?: unknown; savedAt?: unknown }[]; total?: unknown } | null;
  const notes = Array.isArray(result?.notes) ? result.notes : [];
  if (notes.length === 0) return 'You have no saved notes.';
  const total = typeof result?.total === 'number' ? result.total : notes.length;
  const lines = notes.map((note) => {
    const date = formatDate(note.savedAt);
    return `- "${String(note.title ?? '')}"${date ? ` (saved ${date})` : ''}`;
  });
  const shown = total > notes.length ? ` (the ${notes.length} newest are shown)` : '';
  return `You have ${countOf(total, 'saved note')}${shown}:\n${lines.join('\n')}`;
}
