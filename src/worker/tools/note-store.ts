/**
 * Where `save_note` keeps notes: IndexedDB (database `harness-notes` v1, object store `notes`, key `id`,
 * through `idb`) inside the worker, or memory where IndexedDB is missing (plain Node tests). The database
 * is opened on the first call, never at import time.
 */
import { type DBSchema, openDB } from 'idb';
import { createLazyDatabase } from '../storage/lazy-database';

/** One stored note. */
export interface Note {
  id: string;
  title: string;
  text: string;
  /** When it was saved, epoch milliseconds. */
  savedAt: number;
}

/** The note store's surface. */
export interface NoteStore {
  /** Stores a note (same id replaces). Rejects with the browser's DOMException when a write fails. */
  put(note: Note): Promise<void>;
  /** Every note, newest first. */
  list(): Promise<Note[]>;
}

interface NotesSchema extends DBSchema {
  notes: { key: string; value: Note };
}

const newestFirst = (a: Note, b: Note) => b.savedAt - a.savedAt || (a.id < b.id ? 1 : -1);

/** An in-memory store (tests, and browsers without IndexedDB); forgotten when the worker ends. */
export function createMemoryNoteStore(): NoteStore {
  const notes = new Map<string, Note>();
  return {
    async put(note) {
      notes.set(note.id, { ...note });
    },
    async list() {
      return [...notes.values()].map((n) => ({ ...n })).sort(newestFirst);
    },
  };
}

/**
 * The IndexedDB store. Takes the database name; a failed open is retried by the next call.
 *
 * @returns a NoteStore whose calls reject when IndexedDB refuses (quota, private mode)
 */
function createIndexedDbNoteStore(databaseName = 'harness-notes'): NoteStore {
  const database = createLazyDatabase<NotesSchema>((onTerminated) =>
    openDB<NotesSchema>(databaseName, 1, {
      upgrade(db) {
        db.createObjectStore('notes', { keyPath: 'id' });
      },
      terminated: onTerminated,
    }),
  );
  return {
    async put(note) {
      await (await database()).put('notes', note);
    },
    async list() {
      return (await (await database()).getAll('notes')).sort(newestFirst);
    },
  };
}

/** IndexedDB when this global scope has it (checked at call time), else memory. */
export function createDefaultNoteStore(): NoteStore {
  return typeof indexedDB === 'undefined' ? createMemoryNoteStore() : createIndexedDbNoteStore();
}
