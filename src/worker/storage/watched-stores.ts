/**
 * Documents and notes report their storage health (storage-health.ts): wrappers around a DocumentStore and
 * a NoteStore that pass every call through unchanged and tell the health sink what happened — a refused write
 * is `full` (quota) or `unavailable` (IndexedDB cannot be opened), naming the document or note that was not
 * saved; a write that works is `ok` again. Reads that fail are `unavailable`. The wrapped call's rejection is
 * passed on, so callers (add-document, save_note) still answer the user in their own words.
 */
import { errorMessage } from '../../contract';
import { isQuotaError } from '../documents/document-failures';
import type { DocumentStore } from '../documents/document-store';
import type { NoteStore } from '../tools/note-store';
import type { StoreHealthSink } from './storage-health';

/** Reports `error` to `health`: quota → `full`, anything else → `unavailable`; `what` names the lost write. */
function reportFailure(health: StoreHealthSink, error: unknown, named: string | undefined, kind: string): void {
  const what = named && named.length > 120 ? `${named.slice(0, 119)}…` : named;
  if (isQuotaError(error))
    health.failed(
      'full',
      what ? 1 : 0,
      `Storage is full: ${what ?? `the ${kind}`} was not saved. Free space to keep it.`,
    );
  else
    health.failed(
      'unavailable',
      what ? 1 : 0,
      `The ${kind} cannot be stored (IndexedDB: ${errorMessage(error)})${what ? `: ${what} was not saved` : ''}; they are lost on reload.`,
    );
}

/** Runs `call`, reporting success (when `write`) or failure to `health`; resolves or rejects as `call` does. */
async function watched<T>(
  health: StoreHealthSink,
  call: () => Promise<T>,
  failure: { kind: string; what?: string },
  write: boolean,
): Promise<T> {
  try {
    const value = await call();
    if (write) health.saved();
    return value;
  } catch (error) {
    reportFailure(health, error, failure.what, failure.kind);
    throw error;
  }
}

/** The document store, reporting to `health` (`documents`). */
export function watchDocumentStore(store: DocumentStore, health: StoreHealthSink): DocumentStore {
  const kind = 'documents';
  return {
    putDocument: (record, chunks, onProgress) =>
      watched(health, () => store.putDocument(record, chunks, onProgress), { kind, what: `“${record.name}”` }, true),
    deleteDocument: (id) => watched(health, () => store.deleteDocument(id), { kind }, false),
    listDocuments: () => watched(health, () => store.listDocuments(), { kind }, false),
    readChunks: (id) => watched(health, () => store.readChunks(id), { kind }, false),
  };
}

/** The note store, reporting to `health` (`notes`). */
export function watchNoteStore(store: NoteStore, health: StoreHealthSink): NoteStore {
  const kind = 'notes';
  return {
    put: (note) => watched(health, () => store.put(note), { kind, what: `the note “${note.title}”` }, true),
    list: () => watched(health, () => store.list(), { kind }, false),
  };
}
