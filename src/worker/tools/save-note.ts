/**
 * The console's write tool `save_note` and its reader `list_notes`: a real write tool, so the permission
 * gate has something to guard. `save_note` is not read-only, medium risk, asks for
 * confirmation and is not available in plan mode, so the permission gate (DESIGN §5.6) asks before it
 * runs; `list_notes` is read-only and available in plan mode. Notes live in the worker's note store
 * (IndexedDB, memory fallback). The raw results go through the default JSON projection like any tool.
 */
import type { BackendFunction } from '../harness-deps';
import { createDefaultNoteStore, type NoteStore } from './note-store';

/** The canonical definition of `save_note` (DESIGN §5.1). */
export const SAVE_NOTE_DEFINITION = {
  name: 'save_note',
  title: 'Save a note',
  description:
    'Saves a short note (a title and its text) in this browser. Use only when the user asks to save or remember something.',
  inputSchema: {
    type: 'object',
    properties: {
      title: { type: 'string', minLength: 1, maxLength: 200, description: 'A short title.' },
      text: { type: 'string', maxLength: 20000, description: 'The note itself.' },
    },
    required: ['title', 'text'],
  },
  isReadOnly: false,
  riskLevel: 'medium',
  requiresConfirmation: true,
  availableInPlanMode: false,
  category: 'notes',
} as const;

/** The canonical definition of `list_notes`. */
export const LIST_NOTES_DEFINITION = {
  name: 'list_notes',
  title: 'List saved notes',
  description: 'Lists the notes saved in this browser, newest first.',
  inputSchema: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 50, description: 'How many notes to return (default 10).' },
    },
  },
  isReadOnly: true,
  riskLevel: 'low',
  availableInPlanMode: true,
  category: 'notes',
} as const;

/** The two backends, keyed by tool name. */
export interface NoteTools {
  save_note: BackendFunction;
  list_notes: BackendFunction;
}

let idCounter = 0;

/**
 * Creates the note backends.
 *
 * @param options.store where notes go (default: IndexedDB, memory where it is missing)
 * @param options.now clock, epoch milliseconds
 * @returns `save_note(input {title, text})` → `{ saved: true, id, title }`; `list_notes({limit?})` →
 *   `{ notes: [{ id, title, text, savedAt }], total }`. A failed write rejects (→ BACKEND_ERROR).
 */
export function createNoteTools(options: { store?: NoteStore; now?: () => number } = {}): NoteTools {
  let store = options.store;
  const notes = () => (store ??= createDefaultNoteStore());
  const now = options.now ?? Date.now;
  return {
    async save_note(input) {
      const { title, text } = input as { title: string; text: string };
      const savedAt = now();
      const id = `note_${savedAt.toString(36)}_${(++idCounter).toString(36)}`;
      await notes().put({ id, title, text, savedAt });
      return { saved: true, id, title };
    },
    async list_notes(input) {
      const limit = (input as { limit?: number } | undefined)?.limit ?? 10;
      const all = await notes().list();
      return { notes: all.slice(0, limit), total: all.length };
    },
  };
}
